// Whether the tenant requires two-factor sign-in of its members (issue 24): an owner's to change
// (input `role` with the rule `requireTwoFactor`: other roles only view it). An always-open form of
// one checkbox; the generic form machine does the behaviour: supply `load` and `save` and the notify actions.
import { createFormMachine } from '../form.machine';

export type RequireTwoFactorValues = { require_two_factor: boolean };

export const REQUIRE_TWO_FACTOR_TEXT = {
  label: 'Require two-factor sign-in for every member',
  hint: 'Members without it are asked to set it up the next time they sign in.',
  ownersOnly: 'Only an owner can change this.',
  save: 'Save',
  loadFailed: 'Failed to load settings.',
  saved: 'Settings saved.',
  failed: 'Failed to save settings.',
};

export const requireTwoFactorMachine = createFormMachine<RequireTwoFactorValues>({ alwaysOpen: true, shownFields: ['require_two_factor'] });
