import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

/**
 * The button hierarchy: one `primary` action per screen or dialog, `secondary` for the others,
 * `quiet` for low-weight actions at rest (Logout, Archive, Remove), `link` for text actions.
 * `danger` is only the confirming button inside a confirmation (ConfirmDialog, FormButtons'
 * danger), never a resting button.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'link';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control text-body font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand px-4 py-2 text-on-brand shadow-raised hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface px-4 py-2 text-ink shadow-raised hover:bg-surface-sunken',
  quiet: 'px-3 py-2 text-ink-muted hover:bg-surface-muted hover:text-ink',
  danger: 'bg-danger px-4 py-2 text-white hover:bg-danger-strong',
  link: 'px-1 text-brand-strong underline-offset-2 hover:underline',
};

/** Classes of a button variant, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner; the accessible name is unchanged. */
  loading?: boolean;
}

export function Button({ variant = 'primary', loading = false, disabled, className = '', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
