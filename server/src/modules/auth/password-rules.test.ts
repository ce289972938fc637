// Django's password validators, in its words.
import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordProblems, quickRatio } from './password-rules';

const owner = { email: 'sam.hill@example.com', username: 'samhill', first_name: 'Samantha', last_name: 'Hillcrest' };

describe('password rules', () => {
  it('accepts a long, uncommon password unlike the user', () => {
    expect(passwordProblems('violet-harbor-lantern', owner)).toEqual([]);
  });

  it('refuses a short one, an entirely numeric one and a common one, all at once', () => {
    expect(passwordProblems('12345678', owner)).toEqual([
      'This password is too short. It must contain at least 10 characters.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]);
    expect(passwordProblems('9081726354', owner)).toEqual(['This password is entirely numeric.']);
    // Compared lower-cased: the 10,000 most common passwords, shipped with the project.
    expect(passwordProblems('BASKETBALL', owner)).toEqual(['This password is too common.']);
    expect(passwordProblems('basketball', owner)).toEqual(['This password is too common.']);
  });

  it('refuses one too similar to the email, username or name', () => {
    expect(passwordProblems('samhill123', owner)).toEqual(['The password is too similar to the username.']);
    expect(passwordProblems('Hillcrest!1', owner)).toEqual(['The password is too similar to the last name.']);
    expect(passwordProblems('sam.hill@example', { ...owner, username: 'zz' })).toEqual(['The password is too similar to the email.']);
  });

  it("follows Python's quick_ratio", () => {
    expect(quickRatio('abcd', 'bcde')).toBe(0.75);
    expect(quickRatio('', '')).toBe(1);
  });

  it('checks the confirmation too', () => {
    expect(newPasswordErrors('violet-harbor-lantern', 'violet-harbor', owner)).toEqual({ password2: ['Passwords do not match.'] });
    expect(newPasswordErrors('violet-harbor-lantern', 'violet-harbor-lantern', owner)).toBeNull();
  });
});
