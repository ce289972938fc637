// Connections (/supplier/connections, issue 21): the merchants' requests to accept (mapped to a
// merchant record, or creating one) or decline, the live connections with pause, resume and
// archive, and the invitations the supplier sent with resend and revoke. A failed load shows the
// server's detail with a retry, and as a toast.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LIVE_STATUSES } from '../../lib/connection-rules';
import { useActorRef } from '../../lib/inspection';
import { connectionsListMachine, LIST_MESSAGES, type Connection, type ConnectionsListMachine } from '../../machines/supplier/connections-list.machine';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { PlainTable } from '../../ui/plain-table';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import { ConnectionRow } from './connection-row';
import { loadConnectionsAndInvitations } from './connections.actors';
import { CONNECTIONS_TEXT } from './connections-text';
import { InvitationsTable } from './invitations-table';

const liveListMachine = connectionsListMachine.provide({
  actors: { load: fromPromise(({ signal }) => loadConnectionsAndInvitations(signal)) },
  actions: { notifyFailed: ({ context }) => void toast(context.error ?? LIST_MESSAGES.loadFailed, 'error') },
});

/** A merchant's request waiting for the supplier's answer. */
const isRequest = (c: Connection) => c.status === 'INVITED' && c.requested_by === 'merchant';

export function ConnectionsScreen() {
  const list = useActorRef(liveListMachine);
  const loading = useSelector(list, (s) => s.hasTag('loading') && !s.context.loaded);
  const error = useSelector(list, (s) => (s.hasTag('error') ? s.context.error : null));
  const connections = useSelector(list, (s) => s.context.connections);
  const invitations = useSelector(list, (s) => s.context.invitations);
  const requests = connections.filter(isRequest);
  const live = connections.filter((c) => LIVE_STATUSES.includes(c.status) && !isRequest(c));

  return (
    <Page title={CONNECTIONS_TEXT.title}>
      {loading && <LoadingText>{CONNECTIONS_TEXT.loading}</LoadingText>}
      {error && <ErrorRetry message={error} onRetry={() => list.send({ type: 'reload' })} />}
      {!loading && !error && (
        <>
          <Section title={CONNECTIONS_TEXT.requests}>
            <ConnectionsTable kind="request" rows={requests} list={list} empty={CONNECTIONS_TEXT.requestsEmpty} />
          </Section>
          <Section title={CONNECTIONS_TEXT.connections}>
            <ConnectionsTable kind="connection" rows={live} list={list} empty={CONNECTIONS_TEXT.connectionsEmpty} />
          </Section>
          <Section title={CONNECTIONS_TEXT.invitations}>
            <InvitationsTable invitations={invitations} list={list} />
          </Section>
        </>
      )}
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function ConnectionsTable({ kind, rows, list, empty }: { kind: 'request' | 'connection'; rows: Connection[]; list: ActorRefFrom<ConnectionsListMachine>; empty: string }) {
  const headers = kind === 'request' ? ['Merchant', 'Domain', 'Requested', 'Actions'] : ['Merchant', 'Domain', 'Status', 'Since', 'Actions'];
  return (
    <PlainTable caption={kind === 'request' ? CONNECTIONS_TEXT.requests : CONNECTIONS_TEXT.connections} headers={headers} empty={rows.length === 0 ? empty : null}>
      {rows.map((c) => (
        <ConnectionRow key={c.id} connection={c} kind={kind} list={list} />
      ))}
    </PlainTable>
  );
}
