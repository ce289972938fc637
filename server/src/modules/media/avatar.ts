// Comment avatars served by our own server, so no user data goes to a third-party service.
// The URL's seed is exactly what the picture shows: up to two initials and a colour index
// (e.g. MA-3), nothing else about the person.
import { API_PREFIX } from '../../lib/api-prefix';

/** Dark enough for white initials (contrast at least 4.5:1). */
export const AVATAR_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#be185d', '#0e7490', '#4d7c0f', '#6d28d9', '#c2410c', '#0f766e', '#475569'] as const;

export const SEED_PATTERN = /^([A-Z0-9]{0,2})-([0-9]|1[01])$/;

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

/** First letters of first and last name; else the first two of the username. */
export function initialsOf(u: { first_name?: string | null; last_name?: string | null; username?: string | null }): string {
  const fromName = (fold(u.first_name)[0] ?? '') + (fold(u.last_name)[0] ?? '');
  return fromName || fold(u.username).slice(0, 2);
}

export function avatarSeed(u: { id: number; first_name?: string | null; last_name?: string | null; username?: string | null }): string {
  return `${initialsOf(u)}-${Math.abs(u.id) % AVATAR_COLOURS.length}`;
}

export function avatarUrl(u: Parameters<typeof avatarSeed>[0]): string {
  return `${API_PREFIX}/avatars/${avatarSeed(u)}.svg`;
}

/** The SVG for a seed, or null when the seed is not one we make. */
export function renderAvatar(seed: string): string | null {
  const m = SEED_PATTERN.exec(seed);
  if (!m) return null;
  const [, initials, index] = m;
  const colour = AVATAR_COLOURS[Number(index)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${initials || 'Avatar'}">`,
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>`,
    initials
      ? `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${initials.length > 1 ? 26 : 30}" font-weight="600">${initials}</text>`
      : '',
    '</svg>',
  ].join('');
}
