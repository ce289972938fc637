import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's empty text, word for word ('No products found.'). */
  title: string;
  /** A line of help: what the list will hold, or why it is empty. */
  help?: string;
  /** The next action: a button or a link. */
  action?: ReactNode;
  icon?: LucideIcon;
}

/** An empty list or panel: an icon, the spec's text, a line of help and the next action. */
export function EmptyState({ title, help, action, icon: Icon = Inbox }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-medium text-ink">{title}</p>
      {help && <p className="max-w-md text-body text-ink-muted">{help}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
