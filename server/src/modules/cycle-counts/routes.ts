// Merchant: cycle counts (merchant-operations.md "Cycle Counts list", "Cycle count sheet" and
// section 4). The handlers read and answer; the transitions and their rules are in transitions.ts.
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { ConflictResolution, CycleCountStatus } from '@shared/cycle-count-status';
import { inTenant, readTenant } from '../tenants/scope';
import { findBatch, listBatches, listLines, timeline, type LineInput } from './repo';
import { toBatch, toEvent } from './rules';
import { addMissingLines, close, createBatch, finalize, reopen, resnapshot, startBatch, submitLines, type NewBatch } from './transitions';

const batchId = (req: FastifyRequest) => (req.params as { id: number }).id;
const userId = (req: FastifyRequest) => req.user!.id;

/** The batch with its timeline, as GET and every transition answer it. */
async function batchDetail(tx: Tx, id: number) {
  const batch = await findBatch(tx, id);
  if (!batch) throw notFound();
  return { ...toBatch(batch), timeline: (await timeline(tx, id)).map(toEvent) };
}

/** A transition's handler: it runs in one transaction and answers the batch as it is then. */
const transition = (run: (tx: Tx, req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) =>
  inTenant(req, async (tx) => {
    await run(tx, req);
    return batchDetail(tx, batchId(req));
  });

export const handlers: Handlers = {
  async listCycleCounts(req) {
    const { status = [], page = 1, page_size = 100 } = req.query as { status?: CycleCountStatus[]; page?: number; page_size?: number };
    const { count, rows } = await readTenant(req, (tx) => listBatches(tx, { statuses: status, page, pageSize: page_size }));
    return { count, results: rows.map(toBatch) };
  },

  async createCycleCount(req, reply) {
    const detail = await inTenant(req, async (tx) => batchDetail(tx, await createBatch(tx, req.body as NewBatch, userId(req))));
    reply.code(201);
    return detail;
  },

  async getCycleCount(req) {
    return readTenant(req, (tx) => batchDetail(tx, batchId(req)));
  },

  async listCycleCountLines(req) {
    const { q, uncounted } = req.query as { q?: string; uncounted?: 0 | 1 };
    return readTenant(req, async (tx) => {
      if (!(await findBatch(tx, batchId(req)))) throw notFound();
      return (await listLines(tx, batchId(req), { q, uncounted: uncounted === 1 }));
    });
  },

  startCycleCount: transition((tx, req) => startBatch(tx, batchId(req), req.body as { areas: number[]; notes?: string | null }, userId(req))),

  async submitCycleCountLines(req) {
    const { lines } = req.body as { lines: LineInput[] };
    return inTenant(req, async (tx) => {
      const updated = await submitLines(tx, batchId(req), lines);
      return { updated, last_saved_at: (await findBatch(tx, batchId(req)))!.last_saved_at };
    });
  },

  async addMissingCycleCountLines(req) {
    return inTenant(req, async (tx) => ({ added: await addMissingLines(tx, batchId(req), userId(req)) }));
  },

  resnapshotCycleCount: transition((tx, req) => resnapshot(tx, batchId(req), userId(req))),

  finalizeCycleCount: transition((tx, req) => {
    const { force = false, resolutions = [] } = req.body as { force?: boolean; resolutions?: { line: number; keep: ConflictResolution }[] };
    return finalize(tx, batchId(req), userId(req), {
      force,
      resolutions,
      // Written on every finalize, just before stock changes (the crash test waits for it). With
      // PGlite the database work blocks this thread, so the line is written out synchronously first.
      onApply: (lines) => {
        req.log.info({ cycleCount: batchId(req), lines }, 'finalize: applying counted lines');
        (req.log as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym]?.flushSync?.();
      },
    });
  }),

  postCycleCountAdjustments: transition((tx, req) => close(tx, batchId(req), 'post', userId(req))),
  reopenCycleCount: transition((tx, req) => reopen(tx, batchId(req), userId(req))),
  archiveCycleCount: transition((tx, req) => close(tx, batchId(req), 'archive', userId(req))),
  cancelCycleCount: transition((tx, req) => close(tx, batchId(req), 'cancel', userId(req))),
};
