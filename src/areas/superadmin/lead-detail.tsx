// Lead detail (/superadmin/leads/lead-detail/{id}, platform.md section 2): the lead's read-only
// fields, status and sales rep, its attachment (downloaded with the token), and its comments. The
// lead detail machine loads the lead and downloads; `currentUserId` (the signed-in user) decides
// which comments are editable.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { leadDetailMachine, type Lead } from '../../machines/superadmin/lead-detail.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import { saveBlob } from '../../lib/save-blob';
import { LeadComments } from './lead-comments';
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

const FIELDS: [keyof Lead, string][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['email', 'Email'],
  ['phone_number', 'Phone Number'],
  ['name_of_business', 'Name of Business'],
  ['street_address', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP'],
  ['country', 'Country'],
  ['number_of_locations', 'Number of Locations'],
  ['extra_information', 'Extra Information'],
  ['status_display', 'Status'],
];

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

function LeadFields({ lead }: { lead: Lead }) {
  const ids = useId();
  const rows: [string, string, unknown][] = [...FIELDS.map(([key, label]) => [key, label, lead[key]] as [string, string, unknown]), ['sales_rep', 'Sales Rep', lead.sales_rep?.username]];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt id={`${ids}-${key}`} className="font-medium text-slate-600">
            {label}
          </dt>
          {/* Named by its term, so each value can be found (and read) as 'First Name' etc. */}
          <dd aria-labelledby={`${ids}-${key}`} className="whitespace-pre-line text-slate-900">
            {shown(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
          <LeadFields lead={lead} />
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
