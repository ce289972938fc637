import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField } from './field';

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  label: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFileChange?: (file: File | null) => void;
  /** Overrides the shown file name (default: the chosen file's name). */
  fileName?: string | null;
  /** Slot under the input, e.g. an <img> preview of the current or chosen image. */
  preview?: ReactNode;
  hint?: string;
  errors?: string[];
}

/** Labelled file input showing the chosen file name and an optional preview. */
export function FileField({ label, onFileChange, onChange, fileName, preview, hint, errors, id, className = '', 'aria-describedby': extra, ...input }: FileFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const nameId = `${inputId}-name`;
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = fileName !== undefined ? fileName : chosen;
  const field = useField({ id: inputId, hint, errors, describedBy: [extra, shown ? nameId : null].filter(Boolean).join(' ') || undefined });

  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    setChosen(file?.name ?? null);
    onChange?.(e);
    onFileChange?.(file);
  }

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        type="file"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-300 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:file:bg-slate-200"
        {...field.controlProps}
        onChange={handleChange}
        {...input}
      />
      {shown && (
        <p id={nameId} className="mt-1 text-xs text-slate-600">
          Selected: {shown}
        </p>
      )}
      {preview && <div className="mt-2">{preview}</div>}
      {field.messages}
    </div>
  );
}
