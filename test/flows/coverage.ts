// The one coverage recorder of the flow models: what their paths covered of the production
// machines, from their inspection events (the states each machine entered, the transitions it took
// with guarded alternatives told apart by their place, the events it received), and the flow
// model's own transitions the paths took. Each `missing*` lists what was not covered, so a flow's
// coverage test asserts it is empty and fails naming what is missing.
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type Step = { event: { type: string }; state: { value: unknown } };

export const stateIds = (m: AnyStateMachine) => getStateNodes(m.root).map((n) => n.id);

/** Every transition of a machine as 'state|event|index' (eventless ones under their own name). */
export const allTransitions = (m: AnyStateMachine) =>
  [m.root, ...getStateNodes(m.root)].flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([eventType, list]) => list.map((_, i) => `${node.id}|${eventType}|${i}`)),
    ...(node.always ?? []).map((_, i) => `${node.id}||${i}`),
  ]);

/** The events a machine's states accept: its own, not the xstate.* ones of invokes and delays. */
export const acceptedEvents = (m: AnyStateMachine) =>
  [...new Set([m.root, ...getStateNodes(m.root)].flatMap((node) => [...node.transitions.keys()]))].filter((e) => e && !e.startsWith('xstate.')).sort();

/** A flow model's state as 'parent.child' (flow models are not parallel). */
const flowStateKey = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${flowStateKey(v)}`)[0]);

/** Every transition of a flow model as 'state|event' (guarded alternatives count once). */
const flowTransitions = (flow: AnyStateMachine) => [...new Set(getStateNodes(flow.root).flatMap((node) => [...node.transitions.keys()].map((e) => `${node.path.join('.')}|${e}`)))];

/** Records the production machines (by name) as they run; a provided copy counts as its machine. */
export function machineCoverage<Name extends string>(machines: Record<Name, AnyStateMachine>) {
  const names = Object.keys(machines) as Name[];
  const reached = new Map(names.map((name) => [name, new Set<string>()]));
  const taken = new Map(names.map((name) => [name, new Set<string>()]));
  const received = new Map(names.map((name) => [name, new Set<string>()]));
  const flowTaken = new Set<string>();
  const nameOf = (m: AnyStateMachine | undefined) => names.find((name) => m && machines[name].config === m.config);

  return {
    /** The inspector to install while the paths run. */
    record(event: InspectionEvent) {
      if (event.type === '@xstate.event') {
        const name = nameOf((event.actorRef.getSnapshot() as { machine?: AnyStateMachine }).machine);
        if (name) received.get(name)!.add(event.event.type);
        return;
      }
      if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
      const snapshot = event.snapshot as { machine?: AnyStateMachine; _nodes?: { id: string }[] };
      const name = nameOf(snapshot.machine);
      if (!name) return;
      for (const node of snapshot._nodes ?? []) if (node.id !== snapshot.machine!.id) reached.get(name)!.add(node.id);
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) {
          // A transient state (left at once by an eventless transition) shows in no snapshot.
          if (t.source.id !== snapshot.machine!.id) reached.get(name)!.add(t.source.id);
          const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
          taken.get(name)!.add(`${t.source.id}|${t.eventType}|${list?.indexOf(t) ?? -1}`);
          // An event a machine raises to itself is not inspected as an event: taking it counts.
          if (t.eventType) received.get(name)!.add(t.eventType);
        }
      }
    },
    /** Records the flow model's transitions a path took; call it at the end of each path's test. */
    recordPath(flow: AnyStateMachine, steps: readonly Step[]) {
      let from = flowStateKey(flow.getInitialSnapshot(null as never).value);
      for (const step of steps) {
        if (step.event.type !== 'xstate.init') flowTaken.add(`${from}|${step.event.type}`);
        from = flowStateKey(step.state.value);
      }
    },
    missingStates: (name: Name) => stateIds(machines[name]).filter((id) => !reached.get(name)!.has(id)),
    missingTransitions: (name: Name) => allTransitions(machines[name]).filter((t) => !taken.get(name)!.has(t)),
    missingEvents: (name: Name) => acceptedEvents(machines[name]).filter((e) => !received.get(name)!.has(e)),
    missingFlowTransitions: (flow: AnyStateMachine) => flowTransitions(flow).filter((t) => !flowTaken.has(t)),
    /** One line for the flow model and one per machine: what the paths covered. */
    report(flow: AnyStateMachine, pathCount: number) {
      const flowAll = flowTransitions(flow);
      return [
        `flow model: ${pathCount} paths, ${stateIds(flow).length} states, ${flowAll.filter((t) => flowTaken.has(t)).length}/${flowAll.length} transitions`,
        ...names.map((name) => {
          const m = machines[name];
          const all = allTransitions(m);
          const events = acceptedEvents(m);
          return `${name}: ${reached.get(name)!.size}/${stateIds(m).length} states, ${all.filter((t) => taken.get(name)!.has(t)).length}/${all.length} transitions, ${events.filter((e) => received.get(name)!.has(e)).length}/${events.length} events`;
        }),
      ].join('\n');
    },
  };
}
