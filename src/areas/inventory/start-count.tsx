// Start a count (/merchant/inventory/cycle-counts/start, merchant-operations.md "Start cycle count
// screen"): choose the areas (at least one), add optional notes, Start; the new OPEN batch opens
// on its sheet, /merchant/inventory/cycle-counts/{id}.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { START_TEXT, startCountMachine } from '../../machines/inventory/start-count.machine';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toasts';
import { createStartedBatch } from './count-sheet.actors';
import { CountStartForm } from './count-start-form';
import { CycleCountsBreadcrumb } from './cycle-counts-breadcrumb';
import { listAreas } from './inventory.actors';

const liveStartCountMachine = startCountMachine.provide({
  actors: { loadAreas: fromPromise(({ signal }) => listAreas(signal)), start: fromPromise(({ input }) => createStartedBatch(input)) },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

export function StartCycleCountScreen() {
  const navigate = useNavigate();
  const start = useActorRef(liveStartCountMachine, { input: { failedText: START_TEXT.createFailed } });

  useEffect(() => {
    const sub = start.subscribe((s) => {
      if (s.status === 'done') void navigate({ to: '/merchant/inventory/cycle-counts/$id', params: { id: String(s.output.id) } });
    });
    return () => sub.unsubscribe();
  }, [start, navigate]);

  return (
    <Page title="Start Cycle Count">
      <CycleCountsBreadcrumb current="Start Cycle Count" />
      <CountStartForm actor={start} />
    </Page>
  );
}
