// A lead's comments (platform.md sections 2, 5, 6 and 8): the list, an add-comment form and edit
// in place. Blank or whitespace-only bodies are not submitted; a comment is editable only by its
// author, compared by user id (`currentUserId` comes in with the input). Texts: 'Failed to load
// comments' (shown with a retry), 'Failed to add comment' and 'Failed to update comment' (toasts).
// Supply `listComments`, `addComment`, `updateComment` and the `notify` action with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import type { Notice } from '../failure';

export type LeadComment = components['schemas']['LeadComment'];

export const MESSAGES = {
  loadFailed: 'Failed to load comments',
  addFailed: 'Failed to add comment',
  updateFailed: 'Failed to update comment',
};

export const isFilled = (body: string) => body.trim() !== '';
export const canEdit = (comment: Pick<LeadComment, 'added_by'>, currentUserId: number) => comment.added_by === currentUserId;

export interface LeadCommentsContext {
  leadId: number;
  currentUserId: number;
  comments: LeadComment[];
  draft: string;
  /** The comment being edited and its new body. */
  editing: { id: number; body: string } | null;
}

export type LeadCommentsEvent =
  | { type: 'comments.retry' }
  | { type: 'draft.change'; body: string }
  | { type: 'comment.add' }
  | { type: 'comment.edit'; id: number }
  | { type: 'edit.change'; body: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' };

const replace = (comments: LeadComment[], updated: LeadComment) => comments.map((c) => (c.id === updated.id ? updated : c));

export const leadCommentsMachine = setup({
  types: {
    context: {} as LeadCommentsContext,
    events: {} as LeadCommentsEvent,
    input: {} as { leadId: number; currentUserId: number },
  },
  actors: {
    listComments: fromPromise<LeadComment[], { leadId: number }>(async () => {
      throw new Error('listComments is not provided');
    }),
    addComment: fromPromise<LeadComment, { leadId: number; body: string }>(async () => {
      throw new Error('addComment is not provided');
    }),
    updateComment: fromPromise<LeadComment, { commentId: number; body: string }>(async () => {
      throw new Error('updateComment is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    startEdit: assign(({ context, event }) => {
      const id = (event as { id: number }).id;
      return { editing: { id, body: context.comments.find((c) => c.id === id)!.body } };
    }),
  },
  guards: {
    draftFilled: ({ context }) => isFilled(context.draft),
    editFilled: ({ context }) => !!context.editing && isFilled(context.editing.body),
    isAuthor: ({ context, event }) => {
      const id = (event as { id?: number }).id;
      const comment = context.comments.find((c) => c.id === id);
      return !!comment && canEdit(comment, context.currentUserId);
    },
  },
}).createMachine({
  id: 'leadComments',
  context: ({ input }) => ({ leadId: input.leadId, currentUserId: input.currentUserId, comments: [], draft: '', editing: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'listComments',
            input: ({ context }) => ({ leadId: context.leadId }),
            onDone: { target: 'ready', actions: assign({ comments: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: { tags: 'loadFailed', on: { 'comments.retry': 'loading' } },
        ready: {},
      },
    },
    compose: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.change': { actions: assign({ draft: ({ event }) => event.body }) },
            'comment.add': { guard: 'draftFilled', target: 'adding' },
          },
        },
        adding: {
          tags: 'adding',
          invoke: {
            src: 'addComment',
            input: ({ context }) => ({ leadId: context.leadId, body: context.draft.trim() }),
            onDone: { target: 'idle', actions: assign({ comments: ({ context, event }) => [...context.comments, event.output], draft: '' }) },
            onError: { target: 'idle', actions: { type: 'notify', params: { message: MESSAGES.addFailed, variant: 'error' } } },
          },
        },
      },
    },
    edit: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'comment.edit': { guard: 'isAuthor', target: 'editing', actions: 'startEdit' } },
        },
        editing: {
          tags: 'editing',
          on: {
            // Another of the author's comments: edit that one instead.
            'comment.edit': { guard: 'isAuthor', actions: 'startEdit' },
            'edit.change': { actions: assign({ editing: ({ context, event }) => ({ id: context.editing!.id, body: event.body }) }) },
            'edit.save': { guard: 'editFilled', target: 'saving' },
            'edit.cancel': { target: 'idle', actions: assign({ editing: null }) },
          },
        },
        saving: {
          tags: ['editing', 'savingEdit'],
          invoke: {
            src: 'updateComment',
            input: ({ context }) => ({ commentId: context.editing!.id, body: context.editing!.body.trim() }),
            onDone: { target: 'idle', actions: assign({ comments: ({ context, event }) => replace(context.comments, event.output), editing: null }) },
            onError: { target: 'editing', actions: { type: 'notify', params: { message: MESSAGES.updateFailed, variant: 'error' } } },
          },
        },
      },
    },
  },
});

export type LeadCommentsMachine = typeof leadCommentsMachine;
