// The camera as a barcode scanner, in a real dialog ('Scan a barcode'): the back camera's picture,
// read a few times a second until a barcode shows, which is handed on (the caller closes the dialog).
// What a scan does is the screen's scan machine's business; this only turns frames into a code.
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { looksLikeBarcode } from '../lib/barcode';
import { Button } from './button';
import { Modal } from './modal';

export const CAMERA_TEXT = {
  open: 'Scan with camera',
  title: 'Scan a barcode',
  hint: 'Hold the barcode inside the picture. It is read as soon as it is sharp.',
  video: 'Camera picture',
  cancel: 'Cancel',
} as const;

/** How often a frame is read, in ms. */
const READ_EVERY = 250;

export interface BarcodeCameraProps {
  open: boolean;
  onCode: (code: string) => void;
  /** The camera or the reader could not start; `noDetector` when the browser cannot read barcodes at all. */
  onFailed: (reason: 'camera' | 'noDetector') => void;
  onClose: () => void;
}

export function BarcodeCamera({ open, onCode, onFailed, onClose }: BarcodeCameraProps) {
  return (
    <Modal open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{CAMERA_TEXT.title}</DialogTitle>
          <Description className="text-sm text-slate-700">{CAMERA_TEXT.hint}</Description>
          {open && <CameraPicture onCode={onCode} onFailed={onFailed} />}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {CAMERA_TEXT.cancel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}

function CameraPicture({ onCode, onFailed }: Pick<BarcodeCameraProps, 'onCode' | 'onFailed'>) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onFailed });
  handlers.current = { onCode, onFailed };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return handlers.current.onFailed('camera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        return !stopped && handlers.current.onFailed('camera');
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const el = video.current!;
      el.srcObject = stream;
      await el.play().catch(() => {});
      let reader: Awaited<ReturnType<typeof import('./barcode-reader').createBarcodeReader>>;
      try {
        reader = await (await import('./barcode-reader')).createBarcodeReader();
      } catch {
        return !stopped && handlers.current.onFailed('noDetector');
      }
      const read = async () => {
        if (stopped) return;
        const codes = el.readyState >= 2 ? await reader.detect(el).catch(() => []) : [];
        const code = codes.map((c) => c.rawValue).find(looksLikeBarcode);
        if (code && !stopped) return handlers.current.onCode(code);
        timer = setTimeout(read, READ_EVERY);
      };
      void read();
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return <video ref={video} aria-label={CAMERA_TEXT.video} muted playsInline className="aspect-video w-full rounded-md bg-slate-900" />;
}
