// User Details (platform.md sections 2 and 4, decisions.md): view mode, edit mode, saving, and
// back to the view. Email, username and names are read-only; in edit mode the role checkboxes and
// the profile image change. Ticking supplier, merchant or superadmin sets it and clears the other
// two; admin affects none of them. A failed load shows an error with a retry. The save reports
// upload progress through `upload.progress`. Supply the `loadUser` and `saveUser` actors and the
// `notifySaved` / `notifyFailed` actions with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../api/schema';
import { imageFileError } from '../lib/image-file';
import { messageOf } from './failure';

export const ROLE_FLAGS = ['is_supplier', 'is_merchant', 'is_superadmin', 'is_admin'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
/** At most one of these is set. */
export const EXCLUSIVE_ROLES: readonly RoleFlag[] = ['is_supplier', 'is_merchant', 'is_superadmin'];
export type RoleFlags = Record<RoleFlag, boolean>;

/** Narrower than the contract's Tenant on purpose: 'Add tenant' lists clients as tenants too. */
export type UserTenant = Pick<components['schemas']['Tenant'], 'id' | 'name'>;

export type User = components['schemas']['User'];

export interface SaveUserInput {
  id: number;
  values: User;
  /** A newly chosen profile image, or null to keep the current one. */
  image: File | null;
  /** Reports the share of the upload sent (0..1) back to the machine. */
  onProgress: (fraction: number) => void;
}

export const SAVE_FAILED = 'Error updating user';
export const LOAD_FAILED = 'Failed to load user.';

/** The role checkbox rule: ticking supplier, merchant or superadmin clears the other two. */
export function applyRoleFlag<F extends RoleFlags>(flags: F, flag: RoleFlag, checked: boolean): F {
  const next = { ...flags, [flag]: checked };
  if (checked && EXCLUSIVE_ROLES.includes(flag)) for (const other of EXCLUSIVE_ROLES) if (other !== flag) next[other] = false;
  return next;
}

export interface UserFormContext {
  id: number;
  /** The user as last loaded or saved. */
  user: User | null;
  /** The values being edited. */
  values: User | null;
  image: File | null;
  imageError: string | null;
  /** Share of the upload sent while saving, else null. */
  progress: number | null;
  error: string | null;
}

export type UserFormEvent =
  | { type: 'retry' }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'flag.change'; flag: RoleFlag; checked: boolean }
  | { type: 'image.choose'; file: File | null }
  | { type: 'submit' }
  | { type: 'upload.progress'; fraction: number };

export const userFormMachine = setup({
  types: {
    context: {} as UserFormContext,
    events: {} as UserFormEvent,
    input: {} as { id: number },
  },
  actors: {
    loadUser: fromPromise<User, { id: number }>(async () => {
      throw new Error('loadUser is not provided');
    }),
    saveUser: fromPromise<User, SaveUserInput>(async () => {
      throw new Error('saveUser is not provided');
    }),
  },
  actions: {
    notifySaved: () => {},
    notifyFailed: () => {},
    discardEdits: assign(({ context }) => ({ values: context.user, image: null, imageError: null, error: null })),
    takeUser: assign((_, user: User) => ({ user, values: user, image: null, imageError: null, progress: null, error: null })),
  },
}).createMachine({
  id: 'userForm',
  context: ({ input }) => ({ id: input.id, user: null, values: null, image: null, imageError: null, progress: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'viewing', actions: { type: 'takeUser', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, LOAD_FAILED) }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
    viewing: {
      tags: 'ready',
      on: { edit: 'editing' },
    },
    editing: {
      tags: ['ready', 'editable'],
      on: {
        'flag.change': {
          actions: assign({ values: ({ context, event }) => applyRoleFlag(context.values!, event.flag, event.checked) }),
        },
        'image.choose': {
          actions: assign(({ event }) => {
            const imageError = event.file ? imageFileError(event.file) : null;
            return { image: imageError ? null : event.file, imageError };
          }),
        },
        cancel: { target: 'viewing', actions: 'discardEdits' },
        submit: { target: 'saving', actions: assign({ error: null, progress: 0 }) },
      },
    },
    saving: {
      tags: ['ready', 'saving'],
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
      },
      invoke: {
        src: 'saveUser',
        input: ({ context, self }) => ({
          id: context.id,
          values: context.values!,
          image: context.image,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: { target: 'viewing', actions: [{ type: 'takeUser', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'editing', actions: [assign({ error: ({ event }) => messageOf(event.error, SAVE_FAILED), progress: null }), 'notifyFailed'] },
      },
    },
  },
});

export type UserFormMachine = typeof userFormMachine;
