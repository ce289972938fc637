import { Skeleton } from './skeleton';

/** A small decorative spinner; pair it with text for screen readers. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Loading announced politely, e.g. <LoadingText>Loading suppliers...</LoadingText>: a skeleton
 * with the text for screen readers; `inline` shows the text with a spinner instead (a search that
 * runs while the rows stay, a hand-off).
 */
export function LoadingText({ children = 'Loading...', inline = false }: { children?: string; inline?: boolean }) {
  if (!inline) return <Skeleton label={children} />;
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
      <Spinner />
      {children}
    </p>
  );
}
