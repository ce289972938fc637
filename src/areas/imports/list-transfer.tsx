// Import and Export beside a list: the import reloads the list when it has written; the export
// takes the list's current search (under the list call's own name for it) and filters.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { ListContext } from '../../machines/list.machine';
import type { ImportKind } from '../../machines/imports/import.machine';
import { ExportButtons } from './export-buttons';
import { ImportButton } from './import-dialog';
import type { ExportKind, ExportQuery } from './imports.actors';

export interface ListTransferProps {
  list: AnyActorRef;
  exportKind: ExportKind;
  importKind?: ImportKind;
  /** The list call's name for its search text: `search` or `q`. */
  searchParam?: 'search' | 'q';
  /** The list call's parameters from the list's search and filters, where they are not the same names. */
  paramsOf?: (list: Pick<ListContext<unknown>, 'query' | 'filters'>) => ExportQuery;
}

export function ListTransfer({ list, exportKind, importKind, searchParam = 'search', paramsOf }: ListTransferProps) {
  const text = useSelector(list, (s) => (s.context as ListContext<unknown>).query);
  const filters = useSelector(list, (s) => (s.context as ListContext<unknown>).filters);
  const query: ExportQuery = paramsOf ? paramsOf({ query: text, filters }) : { ...(filters as ExportQuery), ...(text.trim() ? { [searchParam]: text.trim() } : {}) };
  return (
    <div className="flex flex-wrap gap-2">
      {importKind && <ImportButton kind={importKind} onImported={() => list.send({ type: 'reload' })} />}
      <ExportButtons kind={exportKind} query={query} />
    </div>
  );
}
