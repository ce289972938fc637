// The image rule of platform.md section 5: at most 5 MB; jpeg, png or webp. One pure check for
// every image picker (user profile image, catalog and product images).

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The file inputs' accept attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const MB = 1024 * 1024;

/** The spec's message for a file that breaks the rule, or null when the file is fine. */
export function imageFileError(file: Pick<File, 'size' | 'type'>, maxBytes: number = IMAGE_MAX_BYTES): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `Unsupported type: ${file.type || 'unknown'}.`;
  if (file.size > maxBytes) return `File too large. Max ${(maxBytes / MB).toFixed(1)}MB.`;
  return null;
}
