// Merchant: cycle counts (merchant-operations.md "Cycle Counts list", "Cycle count sheet" and
// section 4). The handlers read and answer; the transitions and their rules are in transitions.ts.
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Handlers } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { inTenant, inTenantTurn, readTenant, requestTenant } from '../tenants/scope';
import { notifyCountLines } from '../live/notify';
import { checkRowQuota, countTowardsLimits } from '../limits/enforce';
import { findBatch, listBatches, listLines, timeline } from './repo';
import { toBatch, toEvent } from './rules';
import { addMissingLines, close, createBatch, finalize, reopen, resnapshot, startBatch, submitLines } from './transitions';

/** A request on one batch (the transitions' paths: /inventory/cycle-counts/{id}/...). */
type BatchRequest = FastifyRequest<{ Params: { id: number } }>;

const userId = (req: FastifyRequest) => req.user!.id;

/** The batch with its timeline, as GET and every transition answer it. */
async function batchDetail(tx: Tx, id: number) {
  const batch = await findBatch(tx, id);
  if (!batch) throw notFound();
  return { ...toBatch(batch), timeline: (await timeline(tx, id)).map(toEvent) };
}

/** Runs a transition in one transaction and answers the batch as it is then. */
const transition = (req: BatchRequest, run: (tx: Tx) => Promise<unknown>, within = inTenant) =>
  within(req, async (tx) => {
    await run(tx);
    return batchDetail(tx, req.params.id);
  });

export const handlers: Handlers = {
  async listCycleCounts(req) {
    const { status = [], page = 1, page_size = 100 } = req.query;
    const { count, rows } = await readTenant(req, (tx) => listBatches(tx, { statuses: status, page, pageSize: page_size }));
    return { count, results: rows.map(toBatch) };
  },

  async createCycleCount(req, reply) {
    const detail = await inTenant(req, async (tx) => {
      await countTowardsLimits(tx, req, { cycle_counts_per_hour: 1, cycle_counts_per_hour_per_user: 1 });
      const id = await createBatch(tx, req.body, userId(req));
      await checkRowQuota(tx, req, 'cycle_count_lines');
      return batchDetail(tx, id);
    });
    reply.code(201);
    return detail;
  },

  async getCycleCount(req) {
    return readTenant(req, (tx) => batchDetail(tx, req.params.id));
  },

  async listCycleCountLines(req) {
    const { q, uncounted } = req.query;
    return readTenant(req, async (tx) => {
      if (!(await findBatch(tx, req.params.id))) throw notFound();
      return listLines(tx, req.params.id, { q, uncounted: uncounted === 1 });
    });
  },

  startCycleCount: (req) =>
    transition(req, async (tx) => {
      await startBatch(tx, req.params.id, req.body, userId(req));
      await checkRowQuota(tx, req, 'cycle_count_lines');
    }),

  async submitCycleCountLines(req) {
    return inTenant(req, async (tx) => {
      const saved = await submitLines(tx, req.params.id, req.body.lines, userId(req));
      // The other counters' sheets show these lines without a reload (issue 25).
      if (saved.lines.length) await notifyCountLines(tx, requestTenant(req).id, req.params.id, saved.lines);
      return saved;
    });
  },

  async addMissingCycleCountLines(req) {
    return inTenant(req, async (tx) => {
      const added = await addMissingLines(tx, req.params.id, userId(req));
      await checkRowQuota(tx, req, 'cycle_count_lines');
      return { added };
    });
  },

  resnapshotCycleCount: (req) => transition(req, (tx) => resnapshot(tx, req.params.id, userId(req))),

  // heavy: in the tenant's turn
  finalizeCycleCount: (req) =>
    transition(
      req,
      (tx) => {
        const { force = false, resolutions = [] } = req.body;
        return finalize(tx, req.params.id, userId(req), {
          force,
          resolutions,
          // Written on every finalize, just before stock changes (the crash test waits for it). With
          // PGlite the database work blocks this thread, so the line is written out synchronously first.
          onApply: (lines) => {
            req.log.info({ cycleCount: req.params.id, lines }, 'finalize: applying counted lines');
            (req.log as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym]?.flushSync?.();
          },
        });
      },
      inTenantTurn,
    ),

  postCycleCountAdjustments: (req) => transition(req, (tx) => close(tx, req.params.id, 'post', userId(req))),
  reopenCycleCount: (req) => transition(req, (tx) => reopen(tx, req.params.id, userId(req))),
  archiveCycleCount: (req) => transition(req, (tx) => close(tx, req.params.id, 'archive', userId(req))),
  cancelCycleCount: (req) => transition(req, (tx) => close(tx, req.params.id, 'cancel', userId(req))),
};
