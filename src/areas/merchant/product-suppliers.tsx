// The supplier panel of the product form (platform.md sections 3, 4 and 8), drawn from the offers
// machine (the product form's child): the product's eligible suppliers with Set preferred and
// Remove (after 'Remove supplier from product'), the supplier search with 'Add as eligible', and
// the Add New Supplier modal. In create mode it only says to save the product first.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmMachine } from '../../machines/confirm.machine';
import type { ListMachine } from '../../machines/list.machine';
import type { NewSupplierMachine } from '../../machines/merchant/new-supplier.machine';
import { notYetEligible, OFFER_MESSAGES, type Offer, type RemoveTarget, type SupplierOffersMachine, type SupplierOption } from '../../machines/merchant/supplier-offers.machine';
import { formatMoney } from '../../lib/money';
import { offerPriceInput } from '../../machines/merchant/offer-price';
import { PriceEditor, usePriceEdit } from '../../ui/price-editor';
import { setOfferPrice } from './product-form.actors';
import { Button } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorRetry } from '../../ui/error-retry';
import { FormDialog } from '../../ui/form-dialog';
import { SearchBox } from '../../ui/search-box';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useFormView } from '../../ui/use-form-view';

export const SUPPLIER_PANEL_TEXT = {
  title: 'Suppliers',
  loading: 'Loading suppliers...',
  noOffers: 'No eligible suppliers yet.',
  searchLabel: 'Search suppliers',
  searchHint: 'Type at least 2 characters.',
  searching: 'Searching...',
  noResults: 'No suppliers found.',
  preferred: 'Preferred',
  newSupplier: 'Add New Supplier',
  clearPrice: 'Clear price',
  /** Issue 22: the catalog price of a connected supplier's item, else the offer's own price. */
  price: (offer: { price: number | null; supplier_product_id: number | null }) =>
    offer.price === null ? 'No price' : offer.supplier_product_id !== null ? `${formatMoney(offer.price)} (catalog price)` : formatMoney(offer.price),
};

type Offers = ActorRefFrom<SupplierOffersMachine>;

export function ProductSuppliers({ offers }: { offers: Offers }) {
  const saveFirst = useSelector(offers, (s) => s.hasTag('saveFirst'));
  const allowed = useSelector(offers, (s) => s.context.allowed);
  const loading = useSelector(offers, (s) => s.hasTag('loading'));
  const loadError = useSelector(offers, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  const search = useSelector(offers, (s) => s.children.search) as ActorRefFrom<ListMachine<SupplierOption>> | undefined;
  const remove = useSelector(offers, (s) => s.children.remove) as ActorRefFrom<ConfirmMachine<RemoveTarget, number>> | undefined;
  const newSupplier = useSelector(offers, (s) => s.children.newSupplier) as ActorRefFrom<NewSupplierMachine> | undefined;

  return (
    <section aria-labelledby="product-suppliers" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="product-suppliers" className="text-lg font-semibold text-slate-900">
        {SUPPLIER_PANEL_TEXT.title}
      </h2>
      {saveFirst ? (
        <p className="text-sm text-slate-600">{OFFER_MESSAGES.saveFirst}</p>
      ) : loading ? (
        <LoadingText>{SUPPLIER_PANEL_TEXT.loading}</LoadingText>
      ) : loadError ? (
        <ErrorRetry message={loadError} onRetry={() => offers.send({ type: 'retry' })} />
      ) : (
        <>
          <OfferList offers={offers} />
          {search && allowed && <SupplierSearch offers={offers} search={search} />}
        </>
      )}
      {remove && <RemoveSupplierDialog remove={remove} />}
      {newSupplier && <NewSupplierDialog offers={offers} form={newSupplier} />}
    </section>
  );
}

/** An off-system supplier's offer: its own price, set here (issue 22). */
function OfferPrice({ offer }: { offer: Offer }) {
  const edit = usePriceEdit(offerPriceInput(offer), setOfferPrice);
  return <PriceEditor edit={edit} name={offer.supplier.name} resetLabel={SUPPLIER_PANEL_TEXT.clearPrice} />;
}

function OfferList({ offers }: { offers: Offers }) {
  const list = useSelector(offers, (s) => s.context.offers);
  const canAct = useSelector(offers, (s) => s.hasTag('ready'));
  const allowed = useSelector(offers, (s) => s.context.allowed);
  if (list.length === 0) return <p className="text-sm text-slate-600">{SUPPLIER_PANEL_TEXT.noOffers}</p>;
  return (
    <ul aria-label="Eligible suppliers" className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {list.map((offer) => (
        <li key={offer.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
          <span className="font-medium text-slate-900">{offer.supplier.name}</span>
          {offer.is_preferred && <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">{SUPPLIER_PANEL_TEXT.preferred}</span>}
          {offer.supplier_product_id === null && allowed ? <OfferPrice offer={offer} /> : <span className="text-slate-700">{SUPPLIER_PANEL_TEXT.price(offer)}</span>}
          {allowed && (
            <span className="ml-auto flex gap-2">
              {!offer.is_preferred && (
                <Button variant="secondary" disabled={!canAct} aria-label={`Set ${offer.supplier.name} as preferred`} onClick={() => offers.send({ type: 'offer.prefer', offer })}>
                  Set preferred
                </Button>
              )}
              <Button variant="quiet" disabled={!canAct} aria-label={`Remove ${offer.supplier.name}`} onClick={() => offers.send({ type: 'offer.remove', offer })}>
                Remove
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function SupplierSearch({ offers, search }: { offers: Offers; search: ActorRefFrom<ListMachine<SupplierOption>> }) {
  const query = useSelector(search, (s) => s.context.query);
  const found = useSelector(search, (s) => s.context.rows);
  const offered = useSelector(offers, (s) => s.context.offers);
  const rows = notYetEligible(found, offered);
  const idle = useSelector(search, (s) => s.hasTag('idle'));
  const fetching = useSelector(search, (s) => s.hasTag('loading') || s.hasTag('searching'));
  const error = useSelector(search, (s) => (s.hasTag('error') ? s.context.error : null));
  const canAct = useSelector(offers, (s) => s.hasTag('ready'));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox label={SUPPLIER_PANEL_TEXT.searchLabel} showLabel value={query} onChange={(q) => search.send({ type: 'search.change', query: q })} className="flex-1" />
        <Button variant="secondary" disabled={!canAct} onClick={() => offers.send({ type: 'newSupplier.open' })}>
          {SUPPLIER_PANEL_TEXT.newSupplier}
        </Button>
      </div>
      {idle ? (
        <p className="text-xs text-slate-500">{SUPPLIER_PANEL_TEXT.searchHint}</p>
      ) : fetching ? (
        <LoadingText inline>{SUPPLIER_PANEL_TEXT.searching}</LoadingText>
      ) : error ? (
        <ErrorRetry message={error} onRetry={() => search.send({ type: 'reload' })} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{SUPPLIER_PANEL_TEXT.noResults}</p>
      ) : (
        <ul aria-label="Supplier search results" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {rows.map((supplier) => (
            <li key={supplier.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span>{supplier.name}</span>
              <Button variant="link" className="ml-auto" disabled={!canAct} aria-label={`Add ${supplier.name} as eligible`} onClick={() => offers.send({ type: 'supplier.add', supplier })}>
                Add as eligible
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RemoveSupplierDialog({ remove }: { remove: ActorRefFrom<ConfirmMachine<RemoveTarget, number>> }) {
  const { target, dialog } = useConfirmDialog(remove);
  return <ConfirmDialog {...dialog} title={OFFER_MESSAGES.removeTitle} message={target ? OFFER_MESSAGES.removeQuestion(target.offer.supplier.name) : ''} confirmLabel="Remove" />;
}

function NewSupplierDialog({ offers, form }: { offers: Offers; form: ActorRefFrom<NewSupplierMachine> }) {
  const { values, fieldErrors, saving, change, submit } = useFormView(form);
  const field = (name: keyof typeof values & string, label: string, type = 'text') => (
    <TextField label={label} type={type} required={name === 'name'} value={values[name] ?? ''} errors={fieldErrors[name]} onChange={(e) => change(name, e.target.value)} />
  );
  return (
    <FormDialog open title={SUPPLIER_PANEL_TEXT.newSupplier} busy={saving} onSubmit={submit} onClose={() => offers.send({ type: 'newSupplier.close' })}>
      {field('name', 'Name')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone')}
      {field('account_manager', 'Account manager')}
    </FormDialog>
  );
}
