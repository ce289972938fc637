// The profile image picker of User Details: images only (jpeg, png, webp), a preview of the
// current image and of a newly chosen one (the shared ImageField, with round thumbnails).
import { ImageField } from '../../ui/image-field';

export interface UserImageFieldProps {
  currentUrl: string | null;
  chosen: File | null;
  errors: string[];
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

export function UserImageField({ currentUrl, chosen, errors, disabled, onChoose }: UserImageFieldProps) {
  return (
    <ImageField
      label="Profile image"
      currentUrl={currentUrl}
      currentAlt="Current profile image"
      emptyText="No profile image."
      chosen={chosen}
      newAlt="New profile image"
      onChoose={onChoose}
      errors={errors}
      disabled={disabled}
      round
    />
  );
}
