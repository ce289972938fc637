// A price box with Save and a reset button, driven by a price edit machine (the catalog detail's
// products, the product form's offers): 'Price of {name}', 'Save the price of {name}'.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../lib/inspection';
import { priceEditMachine, type PricedItem, type PriceEditInput, type PriceEditMachine } from '../machines/price-edit.machine';
import { Button } from './button';
import { TextField } from './text-field';
import { toast } from './toasts';

/** Starts a row's price edit machine; `save` is the row's call. */
export function usePriceEdit(input: PriceEditInput, save: (change: { id: number; price: number | null }) => Promise<PricedItem>) {
  const actor = useActorRef(
    priceEditMachine.provide({
      actors: { savePrice: fromPromise(({ input: change }: { input: { id: number; price: number | null } }) => save(change)) },
      actions: { notify: (_, { message, variant }) => void toast(message, variant) },
    }),
    { input },
  );
  const own = useSelector(actor, (s) => s.context.item.own);
  return { actor, own };
}

export function PriceEditor({ edit, name, resetLabel, children }: { edit: { actor: ActorRefFrom<PriceEditMachine> }; name: string; resetLabel: string; children?: ReactNode }) {
  const { actor } = edit;
  const text = useSelector(actor, (s) => s.context.text);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const canReset = useSelector(actor, (s) => s.can({ type: 'price.reset' }));
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'price.save' });
      }}
    >
      <TextField
        label={`Price of ${name}`}
        className="w-28 [&_label]:sr-only"
        inputMode="decimal"
        value={text}
        disabled={saving}
        errors={error ? [error] : undefined}
        onChange={(e) => actor.send({ type: 'price.change', text: e.target.value })}
      />
      <Button type="submit" variant="secondary" loading={saving} aria-label={`Save the price of ${name}`}>
        Save
      </Button>
      {canReset && (
        <Button variant="link" disabled={saving} onClick={() => actor.send({ type: 'price.reset' })} aria-label={`${resetLabel}: ${name}`}>
          {resetLabel}
        </Button>
      )}
      {children}
    </form>
  );
}
