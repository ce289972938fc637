// The suppliers a product can be ordered from (eligible suppliers, with the offers fallback), asked
// once per product while the screen is open and shared by the table's rows and the cart's lines.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchEligibleSuppliers, type SupplierChoice } from './purchasing.actors';

export interface SupplierLookup {
  /** The product's choices (asked once, then remembered). */
  get(productId: number): Promise<SupplierChoice[]>;
  /** The product's choices if they have arrived already. */
  peek(productId: number): SupplierChoice[] | null;
}

export function createSupplierLookup(fetch: (productId: number) => Promise<SupplierChoice[]> = fetchEligibleSuppliers): SupplierLookup {
  const asked = new Map<number, Promise<SupplierChoice[]>>();
  const arrived = new Map<number, SupplierChoice[]>();
  return {
    get(productId) {
      let choices = asked.get(productId);
      if (!choices) {
        choices = fetch(productId).then((list) => (arrived.set(productId, list), list));
        asked.set(productId, choices);
      }
      return choices;
    },
    peek: (productId) => arrived.get(productId) ?? null,
  };
}

const LookupContext = createContext<SupplierLookup | null>(null);

export function SupplierChoicesProvider({ children }: { children: ReactNode }) {
  const [lookup] = useState(() => createSupplierLookup());
  return <LookupContext.Provider value={lookup}>{children}</LookupContext.Provider>;
}

/** The screen's lookup. */
export const useSupplierLookup = () => useContext(LookupContext)!;

/**
 * A product's supplier choices: null until they have arrived. They are asked for only once `wanted`
 * (a picker in the products table asks when it is first hovered or focused, so a search asks nothing).
 */
export function useSupplierChoices(productId: number, wanted = true): SupplierChoice[] | null {
  const lookup = useSupplierLookup();
  const [, choicesArrived] = useState(0);
  useEffect(() => {
    if (!wanted || lookup.peek(productId)) return;
    let current = true;
    void lookup.get(productId).then(() => current && choicesArrived((n) => n + 1));
    return () => {
      current = false;
    };
  }, [lookup, productId, wanted]);
  return lookup.peek(productId);
}
