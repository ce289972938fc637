// Live machine inspection in development: main.tsx registers the Stately inspector once, and every
// screen machine started through useActorRef below reports to it (nothing is registered in tests
// or production builds).
import { useActorRef as useXStateActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;
let inspector: Inspect | undefined;

export function setInspector(inspect: Inspect | undefined): void {
  inspector = inspect;
}

/** @xstate/react's useActorRef, reporting to the development inspector when there is one. */
export function useActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>): ActorRefFrom<TLogic> {
  const withInspector = inspector && !options?.inspect ? { ...options, inspect: inspector } : options;
  // The input-required overload of useActorRef cannot be expressed generically here.
  return (useXStateActorRef as (l: AnyActorLogic, o?: object) => ActorRefFrom<TLogic>)(logic, withInspector);
}
