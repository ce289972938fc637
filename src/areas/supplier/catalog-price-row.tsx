// One product of a catalog with its price (issue 22): the list price, the catalog price edited
// inline (Save), 'Reset to list price' when the catalog sets its own, and Remove. The row's own
// price edit machine does the saving.
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/money';
import type { CatalogProduct } from '../../machines/supplier/catalog-price';
import { catalogPriceInput } from '../../machines/supplier/catalog-price';
import { PriceEditor, usePriceEdit } from '../../ui/price-editor';
import { saveCatalogPrice } from './catalogs.actors';

/** What the row needs of a catalog's product. */
export type PricedProduct = Pick<CatalogProduct, 'id' | 'name' | 'list_price' | 'price' | 'has_catalog_price'>;

export const PRICE_ROW_TEXT = {
  list: (price: number) => `List price ${formatMoney(price)}`,
  own: 'Catalog price',
  followsList: 'Follows the list price',
  reset: 'Reset to list price',
};

/** `remove`: the row's Remove button (the assignments machine's). */
export function CatalogPriceRow({ catalogId, product, remove }: { catalogId: number; product: PricedProduct; remove: ReactNode }) {
  const edit = usePriceEdit(catalogPriceInput(product), ({ id, price }) => saveCatalogPrice({ catalogId, productId: id, price }));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm text-slate-800">
      <div className="min-w-40 flex-1">
        <p className="font-medium">{product.name}</p>
        <p className="text-slate-600">
          {PRICE_ROW_TEXT.list(product.list_price)} · {edit.own ? PRICE_ROW_TEXT.own : PRICE_ROW_TEXT.followsList}
        </p>
      </div>
      <PriceEditor edit={edit} name={product.name} resetLabel={PRICE_ROW_TEXT.reset}>
        {remove}
      </PriceEditor>
    </li>
  );
}
