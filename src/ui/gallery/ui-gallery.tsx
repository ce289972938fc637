// The design system on one page (/dev/ui, development builds only): every token and component of
// src/ui as the app uses them. Add a component here when you add it to src/ui.
import { Plus, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Brand } from '../brand';
import { Button, type ButtonVariant } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { columnHelper, DataTable } from '../data-table';
import { DateTime } from '../date-time';
import { EmptyState } from '../empty-state';
import { formatDate, formatDateTime, formatNumber } from '../format-date';
import { Page } from '../page';
import { LoadingText } from '../spinner';
import { STATUSES, type StatusKind } from '../status';
import { Badge, StatusBadge } from '../status-badge';

const COLOURS = ['surface', 'surface-sunken', 'surface-muted', 'ink', 'ink-muted', 'line', 'line-strong', 'brand', 'brand-strong', 'brand-soft', 'danger'] as const;
// Written out so Tailwind finds each class in the source.
const SWATCH: Record<(typeof COLOURS)[number], string> = {
  surface: 'bg-surface',
  'surface-sunken': 'bg-surface-sunken',
  'surface-muted': 'bg-surface-muted',
  ink: 'bg-ink',
  'ink-muted': 'bg-ink-muted',
  line: 'bg-line',
  'line-strong': 'bg-line-strong',
  brand: 'bg-brand',
  'brand-strong': 'bg-brand-strong',
  'brand-soft': 'bg-brand-soft',
  danger: 'bg-danger',
};
const TYPE_SCALE = [
  ['text-display', 'Display: 30 px'],
  ['text-title', 'Title (a page h1): 24 px'],
  ['text-heading', 'Heading: 18 px'],
  ['text-body', 'Body: 14 px'],
  ['text-caption', 'Caption: 12 px'],
] as const;
const VARIANTS: { variant: ButtonVariant; use: string }[] = [
  { variant: 'primary', use: "The screen's one main action" },
  { variant: 'secondary', use: 'Other actions' },
  { variant: 'quiet', use: 'Low-weight actions at rest: Logout, Archive, Remove' },
  { variant: 'link', use: 'An action inside text' },
  { variant: 'danger', use: 'Only the confirming button of a confirmation' },
];

interface SampleRow {
  id: number;
  name: string;
  status: 'PLACED' | 'FULFILLED';
  created: string;
}
const col = columnHelper<SampleRow>();
const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="purchaseOrder" status={info.getValue()} /> }),
  col.accessor('created', { header: 'Created', cell: (info) => <DateTime iso={info.getValue()} /> }),
];
const NOW = Date.parse('2026-11-25T12:00:00Z');
const rows: SampleRow[] = [
  { id: 1, name: 'Fresh Farms', status: 'PLACED', created: '2026-11-25T10:00:00Z' },
  { id: 2, name: 'Harbor Dairy', status: 'FULFILLED', created: '2026-11-20T08:30:00Z' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `ui-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-card border border-line bg-surface p-6 shadow-raised">
      <h2 id={id} className="text-heading font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function UiGallery() {
  const [confirming, setConfirming] = useState(false);
  return (
    <main className="mx-auto max-w-5xl p-page">
      <Page title="Design system">
        <p className="text-body text-ink-muted">
          Tokens and components of src/ui. Dark theme: switch the system setting. Choices: docs/decisions.md, &quot;Design system (issue 28, item 1)&quot;.
        </p>
        <Section title="Brand">
          <Brand />
          <p className="text-body text-ink-muted">In the shell's sidebar and above the sign-in pages' card (AuthFrame).</p>
        </Section>
        <Section title="Colour">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COLOURS.map((name) => (
              <li key={name} className="flex items-center gap-2 text-body">
                <span aria-hidden="true" className={`size-8 rounded-control border border-line ${SWATCH[name]}`} />
                {name}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Type, radius and elevation">
          {TYPE_SCALE.map(([cls, label]) => (
            <p key={cls} className={cls}>
              {label}
            </p>
          ))}
          <div className="flex gap-4 text-body">
            <span className="rounded-control border border-line p-3">rounded-control</span>
            <span className="rounded-card border border-line p-3 shadow-raised">rounded-card, shadow-raised</span>
            <span className="rounded-card bg-surface p-3 shadow-overlay">shadow-overlay</span>
          </div>
        </Section>
        <Section title="Buttons">
          <ul className="space-y-2">
            {VARIANTS.map(({ variant, use }) => (
              <li key={variant} className="flex items-center gap-4">
                <Button variant={variant} className="w-28" onClick={variant === 'danger' ? () => setConfirming(true) : undefined}>
                  {variant}
                </Button>
                <span className="text-body text-ink-muted">{use}</span>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button>
              <Plus aria-hidden="true" />
              With an icon
            </Button>
            <Button variant="secondary" loading>
              Saving
            </Button>
            <Button variant="secondary" disabled>
              Disabled
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Open a confirmation
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title="Delete this category?"
            message="A confirmation: the danger button lives here, never on the screen at rest."
            confirmLabel="Delete"
            onConfirm={() => setConfirming(false)}
            onCancel={() => setConfirming(false)}
          />
        </Section>
        <Section title="Status badges">
          <dl className="space-y-2">
            {(Object.keys(STATUSES) as StatusKind[]).map((kind) => (
              <div key={kind} className="flex flex-wrap items-center gap-2">
                <dt className="w-32 text-body font-medium">{kind}</dt>
                {Object.keys(STATUSES[kind]).map((status) => (
                  <dd key={status}>
                    <StatusBadge kind={kind} status={status as never} />
                  </dd>
                ))}
              </div>
            ))}
          </dl>
          <Badge tone="warning">Below minimum</Badge>
        </Section>
        <Section title="Dates and numbers">
          <ul className="space-y-1 text-body">
            <li>Date and time: {formatDateTime('2026-11-25T12:45:52Z')}</li>
            <li>Date: {formatDate('2026-11-25T12:45:52Z')}</li>
            <li>
              Relative: <DateTime iso="2026-11-25T10:00:00Z" relative now={NOW} />
            </li>
            <li>Number: {formatNumber(1234567.891)}</li>
          </ul>
        </Section>
        <Section title="Tables, empty states and loading">
          <DataTable columns={columns} rows={rows} emptyText="No orders found." caption="A table with rows" />
          <DataTable
            columns={columns}
            rows={[]}
            emptyText="No orders found."
            emptyHelp="Orders you place appear here, newest first."
            emptyAction={
              <Button variant="secondary">
                <Search aria-hidden="true" />
                Place an order
              </Button>
            }
            caption="An empty table"
          />
          <DataTable columns={columns} rows={[]} emptyText="No orders found." loading loadingText="Loading orders..." caption="A loading table" />
          <EmptyState title="No comments yet." help="A comment records a call or a note about this lead." />
          <LoadingText>Loading order...</LoadingText>
        </Section>
      </Page>
    </main>
  );
}
