import { useId, type InputHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  errors?: string[];
}

/** Checkbox with its label on the right; other props go to the <input type="checkbox">. */
export function CheckboxField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-errors`;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="checkbox"
          className="size-4 rounded border-slate-300 text-blue-600 accent-blue-600"
          aria-invalid={errors && errors.length > 0 ? true : undefined}
          aria-describedby={describedBy(hintId, hint, errorId, errors, extra)}
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} errors={errors} />
    </div>
  );
}
