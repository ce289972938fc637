import type { InputHTMLAttributes } from 'react';
import { useField } from './field';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  errors?: string[];
}

/** Checkbox with its label on the right; other props go to the <input type="checkbox">. */
export function CheckboxField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...input }: CheckboxFieldProps) {
  const field = useField({ id, hint, errors, describedBy: extra });
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input type="checkbox" className="size-4 rounded border-slate-300 text-blue-600 accent-blue-600 pointer-coarse:size-5" {...field.controlProps} {...input} />
        {/* On a touch screen the label is a 44 px tall tap target. */}
        <label htmlFor={field.id} className="text-sm text-slate-800 pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center">
          {label}
        </label>
      </div>
      {field.messages}
    </div>
  );
}
