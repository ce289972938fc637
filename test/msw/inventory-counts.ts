// msw fake of the cycle-count calls the count sheet and the start screen make (merchant-operations.md
// section 7), over an in-memory store with the server's status rules: transitions answer 409 from
// the wrong status, finalize answers the conflicts of lines whose item "moved" unless forced,
// archive can be made to answer 404 (a server without it).
import { HttpResponse, http } from 'msw';
import { notFound, requestLogger, type LoggedRequest } from './common';
import { area, batch, conflictOf, coolerLines, line, MARIA, savedStateOf, type Area, type Batch, type Line } from './inventory-data';
import { contract, mswPath, type PathWith } from './contract';

type CountAction = 'start' | 'submit_lines' | 'add_missing_lines' | 'resnapshot' | 'finalize' | 'post_adjustments' | 'reopen' | 'archive' | 'cancel';

export interface CountsDb {
  batches: Batch[];
  lines: Record<number, Line[]>;
  areas: Area[];
  /** Line id → the item's current on-hand, for lines whose item moved since the snapshot. */
  moved: Map<number, number>;
  /** Batch ids whose archive answers 404. */
  noArchive: Set<number>;
  /** Lines add_missing_lines adds next, per batch. */
  missing: Record<number, Line[]>;
  requests: LoggedRequest[];
}

export const COUNT_IDS = { open: 7, draft: 8, finalized: 9, posted: 10, archived: 11, cancelled: 12, empty: 13 } as const;

export function createCountsDb(): CountsDb {
  const finalizedLines = coolerLines().map((l, i) => ({
    ...l,
    counted_qty: l.counted_qty ?? l.expected_qty,
    on_hand_before: l.expected_qty,
    applied_delta: i === 0 ? -1 : 0,
    resolution: 'counted' as const,
  }));
  return {
    batches: [
      batch({ id: COUNT_IDS.open, notes: 'Count before the Friday order.', last_saved_at: '2024-06-03T15:00:00Z' }),
      batch({ id: COUNT_IDS.draft, status: 'DRAFT', areas: [], area_names: [] }),
      batch({ id: COUNT_IDS.finalized, status: 'FINALIZED', finalized_at: '2024-06-04T09:00:00Z' }),
      batch({ id: COUNT_IDS.posted, status: 'POSTED', finalized_at: '2024-06-04T09:00:00Z', closed_at: '2024-06-05T09:00:00Z' }),
      batch({ id: COUNT_IDS.archived, status: 'ARCHIVED', closed_at: '2024-06-05T09:00:00Z' }),
      batch({ id: COUNT_IDS.cancelled, status: 'CANCELLED', closed_at: '2024-06-05T09:00:00Z' }),
      batch({ id: COUNT_IDS.empty }),
    ],
    lines: {
      [COUNT_IDS.open]: coolerLines(),
      [COUNT_IDS.draft]: [],
      [COUNT_IDS.finalized]: finalizedLines,
      [COUNT_IDS.posted]: structuredClone(finalizedLines),
      [COUNT_IDS.archived]: coolerLines(),
      [COUNT_IDS.cancelled]: coolerLines(),
      [COUNT_IDS.empty]: [line({ id: 40, product_name: 'Whole Milk', sku: 'DAI-MLK-01' })],
    },
    areas: [area({ id: 1, name: 'Walk-in Cooler' }), area({ id: 2, name: 'Dry Storage' }), area({ id: 3, name: 'Old Shed', is_active: false })],
    moved: new Map(),
    noArchive: new Set(),
    missing: { [COUNT_IDS.open]: [line({ id: 60, product_name: 'Sourdough Loaf', sku: 'BAK-SOU-01', area_name: 'Dry Storage', expected_qty: 12 })] },
    requests: [],
  };
}

const conflict = (detail: string) => HttpResponse.json({ detail }, { status: 409 });

export function countsHandlers(db: CountsDb) {
  const log = requestLogger(db.requests);
  const find = (id: unknown) => db.batches.find((b) => b.id === Number(id));
  const withSummary = (b: Batch): Batch => {
    const lines = db.lines[b.id] ?? [];
    return { ...b, line_count: lines.length, counted_count: lines.filter((l) => l.counted_qty !== null).length };
  };
  /** Moves a batch to `status` with a timeline entry, as the server does. */
  const transition = (b: Batch, action: Batch['timeline'][number]['action'], status: Batch['status'], details = {}) => {
    b.timeline = [...b.timeline, { id: b.timeline.length + 1000, action, status_from: b.status, status_to: status, user: MARIA, details, at: '2024-06-06T10:00:00Z' }];
    b.status = status;
    if (status === 'FINALIZED') b.finalized_at = '2024-06-06T10:00:00Z';
    if (status === 'POSTED' || status === 'ARCHIVED' || status === 'CANCELLED') b.closed_at = '2024-06-06T10:00:00Z';
    return HttpResponse.json(withSummary(b));
  };
  // One fake for the batch actions: their paths are checked against the contract, their answers are not.
  const action = (name: CountAction, run: (b: Batch, body: Record<string, unknown>) => Response | Promise<Response>) =>
    http.post(mswPath(`/inventory/cycle-counts/{id}/${name}/` as const satisfies PathWith<'post'>), async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      log(request, body);
      const b = find(params.id);
      return b ? run(b, body) : notFound();
    });

  return [
    contract.get('/inventory/areas/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.areas);
    }),

    contract.post('/inventory/cycle-counts/', async ({ request }) => {
      const body = (await request.json()) as { areas?: number[]; notes?: string | null };
      log(request, body);
      const id = Math.max(...db.batches.map((b) => b.id)) + 1;
      const started = !!body.areas?.length;
      const created = batch({ id, status: started ? 'OPEN' : 'DRAFT', areas: body.areas ?? [], notes: body.notes ?? '' });
      db.batches.push(created);
      db.lines[id] = started ? coolerLines().map((l) => ({ ...l, id: l.id + id * 100, counted_qty: null })) : [];
      return HttpResponse.json(withSummary(created), { status: 201 });
    }),

    contract.get('/inventory/cycle-counts/{id}/', ({ request, params }) => {
      log(request);
      const b = find(params.id);
      return b ? HttpResponse.json(withSummary(b)) : notFound();
    }),

    contract.get('/inventory/cycle-counts/{id}/lines/', ({ request, params }) => {
      log(request);
      const b = find(params.id);
      return b ? HttpResponse.json(db.lines[b.id] ?? []) : notFound();
    }),

    action('start', (b, body) => {
      if (b.status !== 'DRAFT') return conflict('Only a DRAFT batch can be started.');
      b.areas = body.areas as number[];
      b.area_names = db.areas.filter((a) => b.areas.includes(a.id)).map((a) => a.name);
      b.started_by = MARIA;
      b.started_at = '2024-06-06T10:00:00Z';
      db.lines[b.id] = coolerLines().map((l) => ({ ...l, id: l.id + b.id * 100, counted_qty: null }));
      return transition(b, 'started', 'OPEN', { lines: db.lines[b.id].length });
    }),

    action('submit_lines', (b, body) => {
      if (b.status !== 'OPEN') return conflict('Batch must be OPEN to save counts.');
      const sent = body.lines as { id: number; counted_qty?: number | null; note?: string | null; version?: number }[];
      const found = sent.map((s) => db.lines[b.id].find((x) => x.id === s.id));
      const missing = sent.find((_, i) => !found[i]);
      if (missing) return HttpResponse.json({ lines: [`Line ${missing.id} is not a line of this batch.`] }, { status: 400 });
      // As the server: a line saved (by anyone: the fake knows one user) since the version sent is stale, and nothing is saved.
      const stale = found.filter((l, i) => sent[i].version !== undefined && sent[i].version !== l!.version).map((l) => savedStateOf(l!));
      if (stale.length) return HttpResponse.json({ detail: 'Someone else saved these lines after you opened them. Nothing was saved.', lines: stale }, { status: 409 });
      b.last_saved_at = '2024-06-06T10:05:00Z';
      sent.forEach((s, i) => {
        const l = found[i]!;
        if ('counted_qty' in s) l.counted_qty = s.counted_qty ?? null;
        if ('note' in s) l.note = s.note ?? null;
        Object.assign(l, { version: l.version + 1, counted_by: MARIA, counted_at: b.last_saved_at });
      });
      return HttpResponse.json({ updated: sent.length, last_saved_at: b.last_saved_at, lines: found.map((l) => savedStateOf(l!)) });
    }),

    action('add_missing_lines', (b) => {
      if (b.status !== 'OPEN') return conflict('Batch must be OPEN to add missing lines.');
      const added = db.missing[b.id] ?? [];
      db.lines[b.id] = [...db.lines[b.id], ...added];
      db.missing[b.id] = [];
      return HttpResponse.json({ added: added.length });
    }),

    action('resnapshot', (b) => {
      if (b.status !== 'OPEN') return conflict('Batch must be OPEN to re-snapshot.');
      for (const l of db.lines[b.id]) {
        if (!db.moved.has(l.id)) continue;
        l.expected_qty = db.moved.get(l.id)!;
        db.moved.delete(l.id);
      }
      b.timeline = [
        ...b.timeline,
        { id: b.timeline.length + 1000, action: 'resnapshotted', status_from: 'OPEN', status_to: 'OPEN', user: MARIA, details: { lines: db.lines[b.id].length }, at: '2024-06-06T10:00:00Z' },
      ];
      return HttpResponse.json(withSummary(b));
    }),

    action('finalize', (b, body) => {
      if (b.status !== 'OPEN') return conflict('Batch must be OPEN to finalize.');
      const counted = db.lines[b.id].filter((l) => l.counted_qty !== null);
      if (!counted.length) return HttpResponse.json({ detail: 'No saved counts found. Save at least one line before finalizing.' }, { status: 400 });
      const moved = counted.filter((l) => db.moved.has(l.id));
      if (moved.length && !body.force) {
        return HttpResponse.json({ detail: 'Conflicts detected. Review them below.', conflicts: moved.map((l) => conflictOf(l, db.moved.get(l.id)!)) }, { status: 409 });
      }
      const keep = new Map(((body.resolutions ?? []) as { line: number; keep: 'counted' | 'difference' }[]).map((r) => [r.line, r.keep]));
      for (const l of counted) {
        const current = db.moved.get(l.id) ?? l.expected_qty;
        const resolution = keep.get(l.id) ?? 'counted';
        const after = resolution === 'counted' ? l.counted_qty! : current + l.counted_qty! - l.expected_qty;
        Object.assign(l, { on_hand_before: current, applied_delta: after - current, resolution });
      }
      db.moved.clear();
      return transition(b, 'finalized', 'FINALIZED', { forced: !!body.force, conflicts: moved.length, movements: counted.length });
    }),

    action('post_adjustments', (b) => (b.status === 'FINALIZED' ? transition(b, 'posted', 'POSTED') : conflict('Only a FINALIZED batch can be posted.'))),

    action('reopen', (b) => {
      if (b.status !== 'FINALIZED') return conflict(b.status === 'POSTED' ? 'Posted batches cannot be reopened.' : 'Only a FINALIZED batch can be reopened.');
      for (const l of db.lines[b.id]) Object.assign(l, { on_hand_before: null, applied_delta: null, resolution: null });
      return transition(b, 'reopened', 'OPEN');
    }),

    action('archive', (b) => {
      if (db.noArchive.has(b.id)) return notFound();
      if (b.status === 'ARCHIVED' || b.status === 'CANCELLED') return conflict('This cycle count is already archived.');
      return transition(b, 'archived', 'ARCHIVED');
    }),

    action('cancel', (b) => {
      if (b.status === 'ARCHIVED' || b.status === 'CANCELLED') return conflict('This cycle count is already archived.');
      return transition(b, 'cancelled', 'CANCELLED');
    }),
  ];
}
