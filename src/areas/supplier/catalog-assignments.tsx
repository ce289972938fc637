// What a catalog is assigned, on its detail (docs/decisions.md): one section for merchants and
// one for products, each listing the assigned ones with Remove and an 'Add' choice among the
// others (the catalog assignments machine).
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { formatMoney } from '../../lib/money';
import type { TenantOperation } from '../../lib/roles';
import { addable, catalogAssignmentsMachine, type Assignable, type AssignmentChange, type AssignmentTexts } from '../../machines/supplier/catalog-assignments.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { SelectField } from '../../ui/select-field';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { TextField } from '../../ui/text-field';
import { amountError } from '../../machines/supplier/amount';
import { CatalogPriceRow, type PricedProduct } from './catalog-price-row';
import { assignmentCalls, listMerchantChoices, listProductChoices } from './catalogs.actors';

export const PRICE_FIELD = { label: 'Price (optional)', hint: 'Empty: the list price.' };

/** A catalog's product with its prices; null for a merchant. */
const pricedProduct = ({ id, name, list_price, price, has_catalog_price }: Assignable): PricedProduct | null =>
  list_price === undefined || price === undefined || has_catalog_price === undefined ? null : { id, name, list_price, price, has_catalog_price };

interface Kind {
  title: string;
  /** 'merchant' / 'product', in labels. */
  noun: string;
  none: string;
  choicesFailed: string;
  texts: AssignmentTexts;
  /** Products have a price in the catalog (issue 22). */
  priced?: boolean;
  listChoices: () => Promise<Assignable[]>;
  /** The add call: a role that may not make it changes nothing here. */
  operation: TenantOperation;
  calls: { add: (c: AssignmentChange) => Promise<Assignable[]>; remove: (c: AssignmentChange) => Promise<Assignable[]> };
}

const texts = (noun: string): AssignmentTexts => ({
  added: (name) => `${name} added to the catalog.`,
  removed: (name) => `${name} removed from the catalog.`,
  addFailed: `Failed to add ${noun}.`,
  removeFailed: `Failed to remove ${noun}.`,
});

export const KINDS = {
  merchants: {
    title: 'Merchants',
    noun: 'merchant',
    none: 'No merchants assigned.',
    choicesFailed: 'Failed to load merchants.',
    texts: texts('merchant'),
    listChoices: listMerchantChoices,
    operation: 'addCatalogMerchant',
    calls: assignmentCalls('merchants', texts('merchant')),
  },
  products: {
    title: 'Products',
    noun: 'product',
    none: 'No products assigned.',
    choicesFailed: 'Failed to load products.',
    texts: texts('product'),
    priced: true,
    listChoices: listProductChoices,
    operation: 'addCatalogProduct',
    calls: assignmentCalls('products', texts('product')),
  },
} satisfies Record<string, Kind>;

function AssignmentSection({ catalogId, assigned: initial, kind }: { catalogId: number; assigned: Assignable[]; kind: Kind }) {
  const actor = useActorRef(
    catalogAssignmentsMachine.provide({
      actors: {
        listChoices: fromPromise(() => kind.listChoices()),
        add: fromPromise(({ input }: { input: AssignmentChange }) => kind.calls.add(input)),
        remove: fromPromise(({ input }: { input: AssignmentChange }) => kind.calls.remove(input)),
      },
      actions: { notify: (_, { message, variant }) => void toast(message, variant) },
    }),
    { input: { catalogId, assigned: initial, texts: kind.texts, role: useRole(), operation: kind.operation } },
  );
  // A role that may not change the catalog (staff) sees what is assigned, nothing to change.
  const allowed = useSelector(actor, (s) => s.context.allowed);
  const assigned = useSelector(actor, (s) => s.context.assigned);
  const options = useSelector(actor, (s) => addable(s.context));
  const selected = useSelector(actor, (s) => s.context.selected);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'item.add' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const adding = useSelector(actor, (s) => s.hasTag('adding'));
  const removing = useSelector(actor, (s) => s.context.removing);
  const choicesLoading = useSelector(actor, (s) => s.hasTag('choicesLoading'));
  const choicesFailed = useSelector(actor, (s) => s.hasTag('choicesFailed'));
  const price = useSelector(actor, (s) => s.context.price);
  const priceError = amountError(price);
  const headingId = `catalog-${kind.noun}s-heading`;
  const label = `Add ${kind.noun}`;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {kind.title}
      </h2>
      {assigned.length === 0 ? (
        <p className="text-sm text-slate-600">{kind.none}</p>
      ) : (
        <ul aria-label={`Assigned ${kind.noun}s`} className="divide-y divide-slate-100">
          {assigned.map((item) => {
            const remove = (
              <Button variant="secondary" aria-label={`Remove ${item.name}`} disabled={busy} loading={removing?.id === item.id} onClick={() => actor.send({ type: 'item.remove', item })}>
                Remove
              </Button>
            );
            const priced = pricedProduct(item);
            if (!allowed) {
              return (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800">
                  <span>{item.name}</span>
                  {priced && <span className="text-slate-600">{formatMoney(priced.price)}</span>}
                </li>
              );
            }
            return priced ? (
              <CatalogPriceRow key={item.id} catalogId={catalogId} product={priced} remove={remove} />
            ) : (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800">
                <span>{item.name}</span>
                {remove}
              </li>
            );
          })}
        </ul>
      )}
      {!allowed ? null : choicesFailed ? (
        <ErrorRetry compact message={kind.choicesFailed} onRetry={() => actor.send({ type: 'choices.retry' })} />
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'item.add' });
          }}
        >
          <SelectField
            label={label}
            className="min-w-64"
            placeholder={choicesLoading ? 'Loading...' : options.length ? `Select a ${kind.noun}` : `No other ${kind.noun}s`}
            options={options.map((o) => ({ value: o.id, label: o.name }))}
            value={selected ?? ''}
            disabled={choicesLoading || busy}
            onChange={(e) => actor.send({ type: 'item.select', id: e.target.value ? Number(e.target.value) : null })}
          />
          {kind.priced && (
            <TextField
              label={PRICE_FIELD.label}
              hint={PRICE_FIELD.hint}
              className="w-40"
              inputMode="decimal"
              value={price}
              errors={priceError ? [priceError] : undefined}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'price.change', price: e.target.value })}
            />
          )}
          <Button type="submit" disabled={!canAdd} loading={adding}>
            Add
          </Button>
        </form>
      )}
    </section>
  );
}

export function CatalogAssignments({ catalogId, merchants, products }: { catalogId: number; merchants: Assignable[]; products: Assignable[] }) {
  return (
    <div className="grid max-w-4xl gap-4 lg:grid-cols-2">
      <AssignmentSection catalogId={catalogId} assigned={merchants} kind={KINDS.merchants} />
      <AssignmentSection catalogId={catalogId} assigned={products} kind={KINDS.products} />
    </div>
  );
}
