// Path coverage of the count sheet. The flow model is a small pure machine of what a user does on
// a sheet and what they then see; xstate/graph gives the shortest path to each of its states, and
// each path is extended by every event of its last state, so together the paths take every
// transition of the model (the connection included: offline, and back). Each path drives the real sheet (its cycle-count machine with the real
// calls and child machines, the router, the dialogs) in jsdom with the msw fake of the API.
// The machines report to the inspector while the paths run; the last test prints the states and
// transitions of the cycle-count machine the paths covered and checks every state (of it and its
// child machines) and every event. The backup's debounce runs on real time here, so its timer
// transition is left to the machine tests (SimulatedClock).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setInspector } from '../../src/lib/inspection';
import { cycleCountMachine } from '../../src/machines/inventory/cycle-count.machine';
import { archiveCountMachine } from '../../src/machines/inventory/archive-count.machine';
import { finalizeCountMachine } from '../../src/machines/inventory/finalize-count.machine';
import { startCountMachine } from '../../src/machines/inventory/start-count.machine';
import { setupCountsApi, useViewport } from '../inventory-counts-screens';
import { liveTicketHandler } from '../counters-live';
import { machineCoverage } from './coverage';
import { useConnection } from '../connection';
import { cycleCountFlow, transitionPaths } from './cycle-count.flow-model';
import { countSheetSteps } from './cycle-count.flow-steps';

// ---------------------------------------------------------------------------------------------
// Coverage of the production machines, from their inspection events.

const coverage = machineCoverage({
  cycleCount: cycleCountMachine,
  startCount: startCountMachine,
  finalizeCount: finalizeCountMachine,
  archiveCount: archiveCountMachine,
});

// ---------------------------------------------------------------------------------------------
// The system under test.

const api = setupCountsApi();
useViewport();
const steps = countSheetSteps(api, useConnection());
// The sheet hears other counters' saves through the live machine, on a fake EventSource.
beforeEach(() => api.server.use(liveTicketHandler()));
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));
afterEach(() => steps.reset());

const paths = transitionPaths();

describe('the count sheet, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({ events: steps.events, states: steps.states });
      coverage.recordPath(cycleCountFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together reached every state of the cycle-count machine and sent it every event', () => {
    console.log(coverage.report(cycleCountFlow, paths.length));
    for (const name of ['cycleCount', 'startCount', 'finalizeCount', 'archiveCount'] as const) expect(coverage.missingStates(name)).toEqual([]);
    expect(coverage.missingEvents('cycleCount')).toEqual([]);
    expect(coverage.missingFlowTransitions(cycleCountFlow)).toEqual([]);
  });
});
