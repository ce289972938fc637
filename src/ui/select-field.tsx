import type { SelectHTMLAttributes } from 'react';
import { inputClasses, useField } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Options to render; or pass <option> children instead. */
  options?: SelectOption[];
  /** Text of a first option with value '' (e.g. 'Select a category'). */
  placeholder?: string;
  hint?: string;
  errors?: string[];
}

/** Labelled native <select>; other props go to the <select>. */
export function SelectField({ label, options, placeholder, hint, errors, id, className = '', children, 'aria-describedby': extra, ...rest }: SelectFieldProps) {
  const field = useField({ id, hint, errors, describedBy: extra });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select className={inputClasses} {...field.controlProps} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      {field.messages}
    </div>
  );
}
