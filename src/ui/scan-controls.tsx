// A screen's scanning controls, bound to its scan machine (src/machines/scan.machine.ts): 'Scan with
// camera' and its dialog, and what the last scan says (an unknown code, a camera that failed).
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { SCAN_TEXT, type ScanContext, type ScanEvent } from '../machines/scan.machine';
import { BarcodeCamera, CAMERA_TEXT } from './barcode-camera';
import { Button } from './button';

/** Any screen's scan actor (whatever its matches are). */
type ScanActor = AnyActorRef & { send(event: ScanEvent): void };
type ScanSnapshot = { context: ScanContext; hasTag(tag: string): boolean };

export function ScanCameraButton({ scan }: { scan: ScanActor }) {
  const open = useSelector(scan, (s: ScanSnapshot) => s.hasTag('camera'));
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => scan.send({ type: 'camera.open' })}>
        {CAMERA_TEXT.open}
      </Button>
      <BarcodeCamera
        open={open}
        onCode={(code) => scan.send({ type: 'camera.code', code })}
        onFailed={(reason) => scan.send({ type: 'camera.failed', message: reason === 'camera' ? SCAN_TEXT.cameraFailed : SCAN_TEXT.noDetector })}
        onClose={() => scan.send({ type: 'camera.close' })}
      />
    </>
  );
}

/** The last scan's message, announced when it appears. */
export function ScanMessage({ scan }: { scan: ScanActor }) {
  const message = useSelector(scan, (s: ScanSnapshot) => s.context.message);
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
