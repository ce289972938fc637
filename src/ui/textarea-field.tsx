import type { TextareaHTMLAttributes } from 'react';
import { inputClasses, useField } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  errors?: string[];
}

/** Labelled textarea (e.g. Description, rows={4}); other props go to the <textarea>. */
export function TextareaField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...rest }: TextareaFieldProps) {
  const field = useField({ id, hint, errors, describedBy: extra });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea className={inputClasses} {...field.controlProps} {...rest} />
      {field.messages}
    </div>
  );
}
