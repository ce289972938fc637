// What a flow model's paths covered of the production machines, from their inspection events:
// the states each machine entered and the transitions it took (guarded alternatives told apart by
// their place), against all it has. Also the flow model's own transitions its paths took.
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

/** Records the production machines (by name) as they run; a provided copy counts as its machine. */
export function machineCoverage(machines: Record<string, AnyStateMachine>) {
  const reached = new Map(Object.keys(machines).map((name) => [name, new Set<string>()]));
  const taken = new Map(Object.keys(machines).map((name) => [name, new Set<string>()]));
  const flowTaken = new Set<string>();
  const nameOf = (m: AnyStateMachine | undefined) => Object.keys(machines).find((name) => m && machines[name].config === m.config);

  return {
    /** The inspector to install while the paths run. */
    record(event: InspectionEvent) {
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
        }
      }
    },
    /** Records the flow model's transitions a path took. */
    recordPath(flow: AnyStateMachine, steps: readonly Step[]) {
      let from = JSON.stringify(flow.getInitialSnapshot(null as never).value);
      for (const step of steps) {
        if (step.event.type !== 'xstate.init') flowTaken.add(`${from}|${step.event.type}`);
        from = JSON.stringify(step.state.value);
      }
    },
    missingStates: (name: string) => stateIds(machines[name]).filter((id) => !reached.get(name)!.has(id)),
    flowTransitionsTaken: () => flowTaken.size,
    /** One line per machine: states and transitions covered. */
    report: () =>
      Object.entries(machines).map(([name, m]) => {
        const all = allTransitions(m);
        return `${name}: ${reached.get(name)!.size}/${stateIds(m).length} states, ${all.filter((t) => taken.get(name)!.has(t)).length}/${all.length} transitions`;
      }),
  };
}
