import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const base = 'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-600 px-4 py-2 text-white hover:bg-blue-700',
  secondary: 'border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-600 px-4 py-2 text-white hover:bg-red-700',
  link: 'px-1 text-blue-700 underline-offset-2 hover:underline',
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
