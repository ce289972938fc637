// One product of a catalog with its price (issue 22): the list price, the catalog price edited
// inline (Save), 'Reset to list price' when the catalog sets its own, and Remove. The row's own
// catalog price machine does the saving.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { formatMoney } from '../../lib/money';
import { catalogPriceMachine, type CatalogPriceChange, type PricedProduct } from '../../machines/supplier/catalog-price.machine';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { saveCatalogPrice } from './catalogs.actors';

export const PRICE_ROW_TEXT = {
  list: (price: number) => `List price ${formatMoney(price)}`,
  own: 'Catalog price',
  followsList: 'Follows the list price',
  price: (name: string) => `Price of ${name}`,
  reset: 'Reset to list price',
};

const livePriceMachine = catalogPriceMachine.provide({
  actors: { savePrice: fromPromise(({ input }: { input: CatalogPriceChange }) => saveCatalogPrice(input)) },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

/** `remove`: the row's Remove button (the assignments machine's). */
export function CatalogPriceRow({ catalogId, product: initial, remove }: { catalogId: number; product: PricedProduct; remove: ReactNode }) {
  const actor = useActorRef(livePriceMachine, { input: { catalogId, product: initial } });
  const product = useSelector(actor, (s) => s.context.product);
  const text = useSelector(actor, (s) => s.context.text);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const canReset = useSelector(actor, (s) => s.can({ type: 'price.reset' }));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm text-slate-800">
      <div className="min-w-40 flex-1">
        <p className="font-medium">{product.name}</p>
        <p className="text-slate-600">
          {PRICE_ROW_TEXT.list(product.list_price)} · {product.has_catalog_price ? PRICE_ROW_TEXT.own : PRICE_ROW_TEXT.followsList}
        </p>
      </div>
      <form
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'price.save' });
        }}
      >
        <TextField
          label={PRICE_ROW_TEXT.price(product.name)}
          className="w-28 [&_label]:sr-only"
          inputMode="decimal"
          value={text}
          disabled={saving}
          errors={error ? [error] : undefined}
          onChange={(e) => actor.send({ type: 'price.change', text: e.target.value })}
        />
        <Button type="submit" variant="secondary" loading={saving} aria-label={`Save the price of ${product.name}`}>
          Save
        </Button>
        {canReset && (
          <Button variant="link" disabled={saving} onClick={() => actor.send({ type: 'price.reset' })} aria-label={`${PRICE_ROW_TEXT.reset}: ${product.name}`}>
            {PRICE_ROW_TEXT.reset}
          </Button>
        )}
        {remove}
      </form>
    </li>
  );
}
