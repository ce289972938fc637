// Skeleton loading: grey bars where the content will be, with the spec's loading text for screen
// readers (visually hidden, in a polite status region).

/** One placeholder bar; size it with classes ('h-4 w-1/2'). */
export function SkeletonBar({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block rounded-control bg-slate-200 motion-safe:animate-pulse ${className}`} />;
}

const WIDTHS = ['w-2/3', 'w-full', 'w-5/6', 'w-1/2'];

/** A block of `lines` bars standing in for a page's content while it loads; `label` is read out. */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="space-y-3 py-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBar key={i} className={`h-4 ${WIDTHS[i % WIDTHS.length]}`} />
      ))}
    </div>
  );
}
