import { useId, type InputHTMLAttributes } from 'react';
import { FieldMessages, describedBy, inputClasses } from './field-messages';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Field error messages, listed under the input. */
  errors?: string[];
}

/** Labelled input; all other props go to the <input>. */
export function TextField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-errors`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {input.required && <span aria-hidden="true" className="text-red-600"> *</span>}
      </label>
      <input
        id={inputId}
        className={inputClasses}
        aria-invalid={errors && errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(hintId, hint, errorId, errors, extra)}
        {...input}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} errors={errors} />
    </div>
  );
}
