// The suppliers a product can be ordered from on Place Orders: the screen's supplier choices
// machine (src/machines/purchasing/supplier-choices.machine.ts), shared by the table's rows and the
// cart's lines through context.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { fromPromise, toPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { selectArrived, supplierChoicesMachine, type SupplierChoice, type SupplierChoicesMachine } from '../../machines/purchasing/supplier-choices.machine';
import { fetchEligibleSuppliers } from './purchasing.actors';

const liveChoicesMachine = supplierChoicesMachine.provide({
  actors: { fetchChoices: fromPromise(({ input }: { input: { productId: number } }) => fetchEligibleSuppliers(input.productId)) },
});

type Choices = ActorRefFrom<SupplierChoicesMachine>;

const ChoicesContext = createContext<Choices | null>(null);

export function SupplierChoicesProvider({ children }: { children: ReactNode }) {
  const choices = useActorRef(liveChoicesMachine);
  return <ChoicesContext.Provider value={choices}>{children}</ChoicesContext.Provider>;
}

/** The screen's supplier choices actor. */
export const useSupplierChoicesActor = () => useContext(ChoicesContext)!;

/** Asks for a product's choices (once) and answers them when they arrive. */
export function choicesOf(choices: Choices, productId: number): Promise<SupplierChoice[]> {
  choices.send({ type: 'choices.want', productId });
  return toPromise(choices.getSnapshot().context.asks[productId]);
}

/** A product's choices: null until they have arrived. They are asked for only once `wanted`. */
export function useSupplierChoices(productId: number, wanted = true): SupplierChoice[] | null {
  const choices = useSupplierChoicesActor();
  useEffect(() => {
    if (wanted) choices.send({ type: 'choices.want', productId });
  }, [choices, productId, wanted]);
  const ask = useSelector(choices, (s) => s.context.asks[productId]);
  return useSelector(ask, selectArrived);
}
