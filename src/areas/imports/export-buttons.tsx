// 'Export CSV' and 'Export XLSX' for a list: the file of every row the list shows with its current
// search and filters, fetched with the bearer token (download machine) and saved by the browser.
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useActorRef } from '../../lib/inspection';
import { buttonClasses } from '../../ui/button';
import { toast } from '../../ui/toasts';
import { downloadExport, downloadMachineFor, type ExportKind, type ExportQuery } from './imports.actors';

export const EXPORT_TEXT = { csv: 'Export CSV', xlsx: 'Export XLSX', exporting: 'Exporting...' } as const;

export function ExportButtons({ kind, query }: { kind: ExportKind; query: ExportQuery }) {
  // a download takes the list's search and filters as they are when it starts
  const current = useRef(query);
  current.current = query;
  const [machine] = useState(() =>
    downloadMachineFor(
      (format) => downloadExport(kind, current.current, format),
      (n) => toast(n.message, n.variant),
    ),
  );
  const download = useActorRef(machine);
  const busy = useSelector(download, (s) => s.hasTag('downloading'));
  return (
    <div className="flex gap-2" role="group" aria-label="Export">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => download.send({ type: 'download.start', format })}>
          {busy ? EXPORT_TEXT.exporting : EXPORT_TEXT[format]}
        </button>
      ))}
    </div>
  );
}
