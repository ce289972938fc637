import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarSeed, avatarUrl, initialsOf, renderAvatar } from './avatar';

describe('avatar seeds', () => {
  it('carries only the initials and a colour index', () => {
    expect(avatarSeed({ id: 15, first_name: 'Maria', last_name: 'Alvarez', username: 'malvarez' })).toBe('MA-3');
    expect(avatarUrl({ id: 12, first_name: 'ada', last_name: 'admin' })).toBe('/1/api/avatars/AA-0.svg');
  });

  it('falls back to the username, folds accents and drops what cannot be shown', () => {
    expect(initialsOf({ first_name: '', last_name: '', username: 'zed.k' })).toBe('ZE');
    expect(initialsOf({ first_name: 'Émile', last_name: 'Zoë', username: 'x' })).toBe('EZ');
    expect(initialsOf({ first_name: 'Émile', last_name: '' })).toBe('E');
    expect(initialsOf({ first_name: '李', last_name: '', username: '' })).toBe('');
    expect(avatarSeed({ id: 5, first_name: '李', username: '@@' })).toBe('-5');
  });

  it('renders the seeds it makes and nothing else', () => {
    const svg = renderAvatar('MA-3')!;
    expect(svg).toContain(`fill="${AVATAR_COLOURS[3]}"`);
    expect(svg).toContain('>MA</text>');
    expect(renderAvatar('-11')).not.toContain('<text');
    for (const bad of ['ma-3', 'MA-12', 'ABC-1', 'MA', 'MA-', '<b>-1', 'M A-1', 'MA-03']) expect(renderAvatar(bad), bad).toBeNull();
  });
});
