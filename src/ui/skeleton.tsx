// Skeleton loading: grey bars where the content will be, with the spec's loading text for screen
// readers (visually hidden, in a polite status region). The bars are the block's background
// (skeleton-rows in styles.css), not elements: fewer nodes to remove when the content arrives.

/** A block of three bars standing in for a page's content while it loads; `label` is read out. */
export function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" className="skeleton-rows my-4 motion-safe:animate-pulse">
      <span className="sr-only">{label}</span>
    </div>
  );
}
