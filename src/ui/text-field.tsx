import type { InputHTMLAttributes } from 'react';
import { inputClasses, useField } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Field error messages, listed under the input. */
  errors?: string[];
}

/** Labelled input; all other props go to the <input>. */
export function TextField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...input }: TextFieldProps) {
  const field = useField({ id, hint, errors, describedBy: extra });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {input.required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <input className={inputClasses} {...field.controlProps} {...input} />
      {field.messages}
    </div>
  );
}
