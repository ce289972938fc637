// The profile image picker of User Details: images only (jpeg, png, webp), a preview of the
// current image and of a newly chosen one. The chosen file lives in the machine; its preview is an
// object URL made here and revoked when the file is replaced or the field unmounts.
import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT } from '../../lib/image-file';
import { FileField } from '../../ui/file-field';

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

export interface UserImageFieldProps {
  currentUrl: string | null;
  chosen: File | null;
  errors: string[];
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

const thumb = 'size-24 rounded-full border border-slate-200 object-cover';

export function UserImageField({ currentUrl, chosen, errors, disabled, onChoose }: UserImageFieldProps) {
  const previewUrl = useObjectUrl(chosen);
  return (
    <FileField
      label="Profile image"
      accept={IMAGE_ACCEPT}
      disabled={disabled}
      onFileChange={onChoose}
      fileName={chosen?.name ?? null}
      hint="JPEG, PNG or WebP, at most 5 MB."
      errors={errors}
      preview={
        <div className="flex items-center gap-4">
          {currentUrl ? <img src={currentUrl} alt="Current profile image" className={thumb} /> : <p className="text-sm text-slate-500">No profile image.</p>}
          {previewUrl && <img src={previewUrl} alt="New profile image" className={thumb} />}
        </div>
      }
    />
  );
}
