// The notistack half of the toasts, loaded after the first paint so that the sign-in page does
// not wait for it: the toasts themselves (click, drag and keys to close) and notistack's provider.
import { SnackbarContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useContext, useEffect, useRef, useState, type PointerEvent } from 'react';
import { DRAG_DISMISS_RATIO, MAX_TOASTS, TOAST_DURATION_MS, ToastRegistry, attachToastHost, type ToastVariant } from './toasts';

const variantClasses: Record<ToastVariant, string> = {
  default: 'bg-slate-800 text-white',
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
  warning: 'bg-amber-500 text-slate-900',
};

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
      className={`${className ?? ''} min-w-64 max-w-sm cursor-pointer touch-pan-y select-none rounded-md px-4 py-2 text-sm whitespace-pre-line shadow-lg ${variantClasses[v]}`}
      style={{
        ...style,
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 300) : undefined,
      }}
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

const components = {
  default: Toast,
  success: Toast,
  error: Toast,
  info: Toast,
  warning: Toast,
};

/** Mounts notistack in `region` and shows the toasts raised before and after it loaded. */
export default function ToastHost({ region }: { region: HTMLElement }) {
  useEffect(() => {
    // An equal toast still open is not raised again; one already closing (hidden, sliding away) is,
    // so a second save always confirms itself. notistack's preventDuplicate counts closing ones too.
    const open = new Set<string>();
    return attachToastHost(({ message, variant, durationMs }) => {
      const key = `${variant}\n${message}`;
      if (open.has(key)) return;
      open.add(key);
      enqueueSnackbar(message, {
        variant,
        ...(durationMs ? { autoHideDuration: durationMs } : {}),
        onClose: () => open.delete(key),
      });
    });
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={MAX_TOASTS}
      Components={components}
      // Over the header's empty right side: three toasts end above a table's first row (docs/decisions.md).
      classes={{ containerAnchorOriginTopRight: 'flex-col-reverse! top-2!' }}
      domRoot={region}
    />
  );
}
