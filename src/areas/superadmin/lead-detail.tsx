// Lead detail (/superadmin/leads/lead-detail/{id}, platform.md section 2): the lead's fields and
// status, editable (ours, lead-edit-form.tsx), its sales rep, its attachment (downloaded with the
// token), and its comments. The lead detail machine loads the lead and downloads; `currentUserId`
// (the signed-in user) decides which comments are editable.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { fromPromise } from 'xstate';
import { leadDetailMachine } from '../../machines/superadmin/lead-detail.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import { saveBlob } from '../../lib/save-blob';
import { LeadComments } from './lead-comments';
import { LeadEditForm } from './lead-edit-form';
import { fetchLeadAttachment, loadLead } from './leads.actors';

const liveLeadDetailMachine = leadDetailMachine.provide({
  actors: {
    loadLead: fromPromise(({ input }: { input: { id: number } }) => loadLead(input.id)),
    fetchAttachment: fromPromise(({ input }: { input: { id: number; fileName: string } }) => fetchLeadAttachment(input)),
  },
  actions: {
    saveFile: (_, { blob, fileName }) => saveBlob(blob, fileName),
    notify: (_, { message, variant }) => void toast(message, variant),
  },
});

export function LeadDetailScreen({ leadId, currentUserId }: { leadId: number; currentUserId: number }) {
  const actor = useActorRef(liveLeadDetailMachine, { input: { id: leadId } });
  const lead = useSelector(actor, (s) => s.context.lead);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  const downloading = useSelector(actor, (s) => s.hasTag('downloading'));

  return (
    <Page
      title="Lead Details"
      actions={
        <Link to="/superadmin/leads" activeOptions={{ exact: true }} className={buttonClasses('secondary')}>
          Back to leads
        </Link>
      }
    >
      {loading ? (
        <LoadingText>Loading lead...</LoadingText>
      ) : failed || !lead ? (
        <ErrorRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />
      ) : (
        <>
          <LeadEditForm lead={lead} />
          <section aria-labelledby="lead-attachment-heading" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="lead-attachment-heading" className="text-lg font-semibold text-slate-900">
              Attachment
            </h2>
            {lead.attachments ? (
              <Button variant="secondary" loading={downloading} onClick={() => actor.send({ type: 'attachment.download' })}>
                {`Download ${lead.attachment_name || 'attachment'}`}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">No attachment.</p>
            )}
          </section>
          <LeadComments leadId={leadId} currentUserId={currentUserId} />
        </>
      )}
    </Page>
  );
}
