import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy, inputClasses } from './field-messages';

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
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-errors`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={selectId}
        className={inputClasses}
        aria-invalid={errors && errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(hintId, hint, errorId, errors, extra)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} errors={errors} />
    </div>
  );
}
