// The suppliers a product can be ordered from (eligible suppliers, with the offers fallback), asked
// once per product while the screen is open and shared by the table's rows and the cart's lines.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchEligibleSuppliers, type SupplierChoice } from './purchasing.actors';

type Lookup = (productId: number) => Promise<SupplierChoice[]>;

export function createSupplierLookup(fetch: Lookup = fetchEligibleSuppliers): Lookup {
  const cache = new Map<number, Promise<SupplierChoice[]>>();
  return (productId) => {
    let choices = cache.get(productId);
    if (!choices) {
      choices = fetch(productId);
      cache.set(productId, choices);
    }
    return choices;
  };
}

const LookupContext = createContext<Lookup>(fetchEligibleSuppliers);

export function SupplierChoicesProvider({ children }: { children: ReactNode }) {
  const [lookup] = useState(() => createSupplierLookup());
  return <LookupContext.Provider value={lookup}>{children}</LookupContext.Provider>;
}

/** A product's supplier choices; null while they load. */
export function useSupplierChoices(productId: number): SupplierChoice[] | null {
  const lookup = useContext(LookupContext);
  const [choices, setChoices] = useState<{ productId: number; list: SupplierChoice[] } | null>(null);
  useEffect(() => {
    let current = true;
    void lookup(productId).then((list) => current && setChoices({ productId, list }));
    return () => {
      current = false;
    };
  }, [lookup, productId]);
  return choices?.productId === productId ? choices.list : null;
}
