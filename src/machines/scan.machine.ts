// A barcode scan on a screen that finds things by barcode (issue 25, item 5: the count sheet, Place
// Orders). A scan comes from a keyboard-wedge scanner (its digits and Enter typed in the screen's
// filter box: `scan.enter` with the box's text, a scan only when it has a barcode's shape) or from
// the camera (`camera.open`, then `camera.code` when it reads one, which closes it). The screen's
// `lookup` finds what the code stands for (null: nothing) and its `found` action acts on it (focus
// the line, add to the cart); an unknown code says so. Supply `lookup` and `found` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import { BARCODE_MESSAGES, looksLikeBarcode } from '../lib/barcode';

export const SCAN_TEXT = {
  unknown: BARCODE_MESSAGES.unknown,
  cameraFailed: 'The camera could not be opened. Allow the camera for this site, or type the barcode in the filter box.',
  noDetector: 'This browser cannot read barcodes with the camera. Type the barcode in the filter box instead.',
} as const;

export interface ScanContext {
  /** The code being looked up, or the last one. */
  code: string | null;
  /** What the last scan or the camera says (an unknown code, a camera that failed), else null. */
  message: string | null;
}

export type ScanEvent =
  { type: 'scan.enter'; text: string } | { type: 'camera.open' } | { type: 'camera.close' } | { type: 'camera.code'; code: string } | { type: 'camera.failed'; message: string };

const notProvided = async (): Promise<never> => {
  throw new Error('lookup is not provided');
};

/** The scan machine for matches of type `T` (a count line, an item to order). */
export function createScanMachine<T>() {
  return setup({
    types: { context: {} as ScanContext, events: {} as ScanEvent },
    actors: { lookup: fromPromise<T | null, { code: string }>(notProvided) },
    actions: {
      found: (_, _params: { code: string; match: T }) => {},
      /** After every lookup, found or not (Place Orders empties its search box for the next scan). */
      settled: () => {},
      sayUnknown: assign({ message: ({ context }) => SCAN_TEXT.unknown(context.code!) }),
      startLookup: assign(({ event }) => ({ code: event.type === 'scan.enter' ? event.text.trim() : event.type === 'camera.code' ? event.code.trim() : null, message: null })),
    },
    guards: {
      isBarcode: ({ event }) => event.type === 'scan.enter' && looksLikeBarcode(event.text.trim()),
      hasMatch: ({ event }) => (event as { output?: T | null }).output != null,
    },
  }).createMachine({
    id: 'scan',
    context: { code: null, message: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          // Enter on other text (a name, a SKU) is the filter's own business, not a scan.
          'scan.enter': { guard: 'isBarcode', target: 'looking', actions: 'startLookup' },
          'camera.open': { target: 'camera', actions: assign({ message: null }) },
        },
      },
      camera: {
        tags: 'camera',
        on: {
          'camera.code': { target: 'looking', actions: 'startLookup' },
          'camera.close': 'idle',
          'camera.failed': { target: 'idle', actions: assign({ message: ({ event }) => event.message }) },
        },
      },
      looking: {
        tags: 'looking',
        invoke: {
          src: 'lookup',
          input: ({ context }) => ({ code: context.code! }),
          onDone: [
            { guard: 'hasMatch', target: 'idle', actions: [{ type: 'found', params: ({ context, event }) => ({ code: context.code!, match: event.output! }) }, 'settled'] },
            { target: 'idle', actions: ['sayUnknown', 'settled'] },
          ],
          // A lookup that fails (the items did not load) finds nothing either.
          onError: { target: 'idle', actions: ['sayUnknown', 'settled'] },
        },
      },
    },
  });
}

export type ScanMachine<T> = ReturnType<typeof createScanMachine<T>>;
