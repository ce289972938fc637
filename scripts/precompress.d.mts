// Types of scripts/precompress.mjs (vite.config.ts and the server tests import it).
export const MIN_BYTES: number;
export function precompress(dir: string): Promise<string[]>;
