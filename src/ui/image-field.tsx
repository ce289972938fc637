// An image picker (jpeg, png, webp) with a preview of the stored image and of a newly chosen one,
// which a Remove button can drop again. The chosen file lives in the caller's machine; its preview
// is an object URL made here and revoked when the file is replaced or the field unmounts.
import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT } from '../lib/image-file';
import { Button } from './button';
import { FileField } from './file-field';

/** An object URL for a file, revoked when the file changes or the component unmounts. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export interface ImageFieldProps {
  label: string;
  /** The stored image's URL, if any. */
  currentUrl: string | null;
  currentAlt: string;
  /** Shown instead of the stored image when there is none. */
  emptyText: string;
  /** The newly chosen file (null: none chosen). */
  chosen: File | null;
  newAlt: string;
  onChoose: (file: File | null) => void;
  /** With it, a Remove button drops the chosen file (the stored image stays). */
  onRemove?: () => void;
  errors?: string[];
  disabled?: boolean;
  /** Round thumbnails (profile pictures). */
  round?: boolean;
}

export const IMAGE_HINT = 'JPEG, PNG or WebP, at most 5 MB.';

export function ImageField({ label, currentUrl, currentAlt, emptyText, chosen, newAlt, onChoose, onRemove, errors, disabled = false, round = false }: ImageFieldProps) {
  const previewUrl = useObjectUrl(chosen);
  // A removed choice also clears the input, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const thumb = `size-24 border border-slate-200 object-cover ${round ? 'rounded-full' : 'rounded-md'}`;
  return (
    <FileField
      key={inputKey}
      label={label}
      accept={IMAGE_ACCEPT}
      disabled={disabled}
      onFileChange={onChoose}
      fileName={chosen?.name ?? null}
      hint={IMAGE_HINT}
      errors={errors}
      preview={
        <div className="flex flex-wrap items-center gap-4">
          {currentUrl ? <img src={currentUrl} alt={currentAlt} className={thumb} /> : <p className="text-sm text-slate-500">{emptyText}</p>}
          {previewUrl && <img src={previewUrl} alt={newAlt} className={thumb} />}
          {previewUrl && onRemove && (
            <Button
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                onRemove();
                setInputKey((k) => k + 1);
              }}
            >
              Remove
            </Button>
          )}
        </div>
      }
    />
  );
}
