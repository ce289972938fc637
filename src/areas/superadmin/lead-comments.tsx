// The comments of a lead (platform.md sections 2, 5 and 8): the list with avatar, author, date and
// body, edit in place for the author's own comments, and the add-comment form. The lead comments
// machine does the behaviour; `currentUserId` tells whose comments are editable.
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { MESSAGES, canEdit, leadCommentsMachine, type LeadComment } from '../../machines/superadmin/lead-comments.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { LoadingText } from '../../ui/spinner';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { addLeadComment, listLeadComments, updateLeadComment } from './leads.actors';
import { DateTime } from '../../ui/date-time';

const liveLeadCommentsMachine = leadCommentsMachine.provide({
  actors: {
    listComments: fromPromise(({ input }: { input: { leadId: number } }) => listLeadComments(input.leadId)),
    addComment: fromPromise(({ input }: { input: { leadId: number; body: string } }) => addLeadComment(input)),
    updateComment: fromPromise(({ input }: { input: { commentId: number; body: string } }) => updateLeadComment(input)),
  },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

type CommentsActor = ActorRefFrom<typeof liveLeadCommentsMachine>;

function CommentItem({ actor, comment, currentUserId }: { actor: CommentsActor; comment: LeadComment; currentUserId: number }) {
  const editing = useSelector(actor, (s) => (s.context.editing?.id === comment.id ? s.context.editing : null));
  const saving = useSelector(actor, (s) => s.hasTag('savingEdit') && s.context.editing?.id === comment.id);
  const canSave = useSelector(actor, (s) => s.can({ type: 'edit.save' }));
  const mine = canEdit(comment, currentUserId);

  return (
    <li className="flex gap-3 py-3">
      {comment.avatar_url ? (
        <img src={comment.avatar_url} alt="" className="size-9 shrink-0 rounded-full" />
      ) : (
        <span aria-hidden="true" className="size-9 shrink-0 rounded-full bg-slate-200" />
      )}
      <article className="min-w-0 flex-1 space-y-1" aria-label={`Comment by ${comment.username}`}>
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{comment.username}</span>
          <span className="text-xs text-slate-500">
            <DateTime iso={comment.date_created} relative />
          </span>
        </header>
        {editing ? (
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'edit.save' });
            }}
          >
            <TextareaField label="Edit comment" rows={3} value={editing.body} disabled={saving} onChange={(e) => actor.send({ type: 'edit.change', body: e.target.value })} />
            <div className="flex gap-2">
              <Button type="submit" disabled={!canSave} loading={saving}>
                Save
              </Button>
              <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'edit.cancel' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className="text-sm whitespace-pre-line text-slate-800">{comment.body}</p>
            {mine && (
              <Button variant="link" className="px-0!" aria-label={`Edit comment by ${comment.username}`} onClick={() => actor.send({ type: 'comment.edit', id: comment.id })}>
                Edit
              </Button>
            )}
          </>
        )}
      </article>
    </li>
  );
}

export function LeadComments({ leadId, currentUserId }: { leadId: number; currentUserId: number }) {
  const actor = useActorRef(liveLeadCommentsMachine, { input: { leadId, currentUserId } });
  const comments = useSelector(actor, (s) => s.context.comments);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const adding = useSelector(actor, (s) => s.hasTag('adding'));
  const canAdd = useSelector(actor, (s) => s.can({ type: 'comment.add' }));

  return (
    <section aria-labelledby="lead-comments-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-comments-heading" className="text-lg font-semibold text-slate-900">
        Comments
      </h2>
      {loading ? (
        <LoadingText>Loading comments...</LoadingText>
      ) : failed ? (
        <ErrorRetry compact message={MESSAGES.loadFailed} onRetry={() => actor.send({ type: 'comments.retry' })} />
      ) : comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet.</p>
      ) : null}
      {comments.length > 0 && (
        <ul aria-label="Comments" className="divide-y divide-slate-100">
          {comments.map((c) => (
            <CommentItem key={c.id} actor={actor} comment={c} currentUserId={currentUserId} />
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'comment.add' });
        }}
      >
        <TextareaField label="Add a comment" rows={3} value={draft} disabled={adding} onChange={(e) => actor.send({ type: 'draft.change', body: e.target.value })} />
        <Button type="submit" disabled={!canAdd} loading={adding}>
          Add Comment
        </Button>
      </form>
    </section>
  );
}
