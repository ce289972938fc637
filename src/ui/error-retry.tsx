import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorRetryProps {
  message: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Inline, without the red box (inside a section that has its own frame). */
  compact?: boolean;
}

const BOX = 'rounded-md border border-red-200 bg-red-50 p-3 ';

/** A failed load: its message and a Retry button, announced as an alert. */
export function ErrorRetry({ message, onRetry, retryLabel = 'Retry', compact = false }: ErrorRetryProps) {
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 ${compact ? '' : BOX}text-sm text-red-800`}>
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
