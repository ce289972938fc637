import { useId, type InputHTMLAttributes } from 'react';
import { inputClasses } from './field';

export interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible label; visually hidden unless showLabel. Default 'Search'. */
  label?: string;
  showLabel?: boolean;
}

/** Labelled search input (role searchbox). */
export function SearchBox({ value, onChange, label = 'Search', showLabel = false, placeholder, id, className = '', ...rest }: SearchBoxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`max-w-md ${className}`}>
      <label htmlFor={inputId} className={showLabel ? 'mb-1 block text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <input id={inputId} type="search" className={inputClasses} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} autoComplete="off" {...rest} />
    </div>
  );
}
