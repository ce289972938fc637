import { SnackbarContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';
import { createContext, forwardRef, useContext, useEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';

export type ToastVariant = 'default' | 'success' | 'error' | 'info' | 'warning';

/**
 * Raises a toast from anywhere (machines' actions included); needs a mounted ToastProvider.
 * `durationMs` overrides the spec's 5000 ms where the spec says otherwise.
 */
export function toast(message: string, variant: ToastVariant = 'default', durationMs?: number): SnackbarKey | undefined {
  if (typeof enqueueSnackbar !== 'function') return undefined;
  return enqueueSnackbar(message, { variant, ...(durationMs ? { autoHideDuration: durationMs } : {}) });
}

/** Share of its width a toast must be dragged to be dismissed. */
export const DRAG_DISMISS_RATIO = 0.8;
export const TOAST_DURATION_MS = 5000;

const variantClasses: Record<ToastVariant, string> = {
  default: 'bg-slate-800 text-white',
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
  warning: 'bg-amber-500 text-slate-900',
};

/** Mounted toasts in mount order: the last one is the newest. */
const ToastRegistry = createContext<RefObject<HTMLElement[]> | null>(null);

const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant, style, className }, ref) {
  const registry = useContext(ToastRegistry);
  const node = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ startX: number; dx: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const el = node.current;
    const list = registry?.current;
    if (!el || !list) return;
    list.push(el);
    return () => {
      const i = list.indexOf(el);
      if (i >= 0) list.splice(i, 1);
    };
  }, [registry]);

  function setRefs(el: HTMLDivElement | null) {
    node.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    drag.current = { startX: e.clientX, dx: 0, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    d.dx = e.clientX - d.startX;
    if (Math.abs(d.dx) > 4) d.moved = true;
    setOffset(d.dx);
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const width = e.currentTarget.getBoundingClientRect().width || e.currentTarget.offsetWidth;
    if (width > 0 && Math.abs(d.dx) >= DRAG_DISMISS_RATIO * width) {
      closeSnackbar(id);
    } else {
      setOffset(0);
    }
    if (!d.moved) drag.current = null;
  }
  function onClick() {
    // A drag ends with a click: only a click without a drag closes.
    const dragged = drag.current?.moved;
    drag.current = null;
    if (!dragged) closeSnackbar(id);
  }

  const v = (variant in variantClasses ? variant : 'default') as ToastVariant;
  return (
    <SnackbarContent
      ref={setRefs}
      role={v === 'error' ? 'alert' : 'status'}
      tabIndex={0}
      title="Click to dismiss"
      className={`${className ?? ''} min-w-64 max-w-sm cursor-pointer touch-pan-y select-none rounded-md px-4 py-3 text-sm whitespace-pre-line shadow-lg ${variantClasses[v]}`}
      style={{ ...style, transform: offset ? `translateX(${offset}px)` : undefined, opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 300) : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setOffset(0);
      }}
      onClick={onClick}
      onKeyDown={(e) => {
        if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          closeSnackbar(id);
        }
      }}
    >
      {message}
    </SnackbarContent>
  );
});

const components = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/**
 * Toasts: top-right, 5000 ms, newest on top, close on click (or Enter/Escape), drag away at
 * 80 % of the width, Alt+T focuses the newest. Render once around the app.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const registry = useRef<HTMLElement[]>([]);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (!e.altKey || e.ctrlKey || e.metaKey || (e.code !== 'KeyT' && e.key.toLowerCase() !== 't')) return;
      const newest = registry.current[registry.current.length - 1];
      if (newest) {
        e.preventDefault();
        newest.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastRegistry.Provider value={registry}>
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_DURATION_MS}
        maxSnack={5}
        Components={components}
        classes={{ containerAnchorOriginTopRight: 'flex-col-reverse!' }}
        domRoot={region ?? undefined}
      >
        {children}
      </SnackbarProvider>
      <div ref={setRegion} role="region" aria-label="Notifications" />
    </ToastRegistry.Provider>
  );
}
