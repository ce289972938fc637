// The steps of a connection, each in the caller's transaction (the caller's schema first on the
// search_path): request, and accept / decline / pause / resume / archive by the shared rules.
// The database settles races: a second live connection for a pair or a record breaks a partial
// unique index (public migration 0070), which becomes the same 409 (or 400) as the checks before it.
import type { Tx } from '../../db/database';
import { badRequest, conflict, invalidPk, isUniqueViolation, notFound } from '../../lib/errors';
import { connectionRefusal, nextConnectionStatus, type ConnectionAction, type ConnectionSide } from '@shared/connection-rules';
import { findTenantById } from '../tenants/repo';
import { createRecord, recordExists } from './records';
import {
  firstMemberEmail,
  insertConnection,
  LIVE_PAIR_INDEX,
  LIVE_RECORD_INDEX,
  livePairConnection,
  lockConnectionOf,
  lockLiveConnectionOfRecord,
  setConnectionStatus,
  SIDE_COLUMNS,
  type ConnectionRow,
} from './repo';
import { CONNECTION_MESSAGES, recordFields } from './rules';

/** Who takes a step: the caller's tenant and its side. */
export interface Caller {
  side: ConnectionSide;
  tenantId: number;
}

async function uniqueAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, LIVE_PAIR_INDEX)) throw conflict(CONNECTION_MESSAGES.pairTaken);
    if (isUniqueViolation(err, LIVE_RECORD_INDEX.merchant) || isUniqueViolation(err, LIVE_RECORD_INDEX.supplier)) throw conflict(CONNECTION_MESSAGES.recordTaken);
    throw err;
  }
}

/** A new INVITED connection from the caller to `partnerId` (checked by the caller to be a tenant of the other type), tied to the caller's record when given. */
export async function requestConnection(tx: Tx, caller: Caller, partnerId: number, recordId?: number): Promise<ConnectionRow> {
  const pair = caller.side === 'merchant' ? { merchant_tenant_id: caller.tenantId, supplier_tenant_id: partnerId } : { merchant_tenant_id: partnerId, supplier_tenant_id: caller.tenantId };
  if (await livePairConnection(tx, pair.merchant_tenant_id, pair.supplier_tenant_id)) throw conflict(CONNECTION_MESSAGES.pairTaken);
  if (recordId !== undefined && (await lockLiveConnectionOfRecord(tx, caller.side, caller.tenantId, recordId))) throw conflict(CONNECTION_MESSAGES.recordTaken);
  return uniqueAs409(() => insertConnection(tx, { ...pair, status: 'INVITED', requested_by: caller.side, [SIDE_COLUMNS[caller.side].record]: recordId ?? null }));
}

/** The caller's connection `id`, locked; another tenant's (or none) is a 404. */
async function lockOwn(tx: Tx, caller: Caller, id: number): Promise<ConnectionRow> {
  const row = await lockConnectionOf(tx, caller.tenantId, id);
  if (!row || row[SIDE_COLUMNS[caller.side].tenant] !== caller.tenantId) throw notFound();
  return row;
}

/** Decline, pause, resume or archive by the rules; a step they refuse is a 409 with their detail. */
export async function takeStep(tx: Tx, caller: Caller, id: number, action: Exclude<ConnectionAction, 'accept'>): Promise<void> {
  const row = await lockOwn(tx, caller, id);
  const next = nextConnectionStatus(row, caller.side, action);
  if (!next) throw conflict(connectionRefusal(row, caller.side, action));
  await setConnectionStatus(tx, id, next);
}

/**
 * Accept: INVITED → ACTIVE, tied to the caller's record `recordId` (which must exist and not stand
 * for another live connection: a 400 on its field), else to the record already tied, else to a
 * new record made from the partner tenant's name and its first member's email.
 */
export async function acceptConnection(tx: Tx, caller: Caller, id: number, recordId?: number): Promise<void> {
  const row = await lockOwn(tx, caller, id);
  const next = nextConnectionStatus(row, caller.side, 'accept');
  if (!next) throw conflict(connectionRefusal(row, caller.side, 'accept'));
  const { record, partner } = SIDE_COLUMNS[caller.side];
  const field = recordFields(caller.side).own;
  if (recordId !== undefined) {
    if (!(await recordExists(tx, caller.side, recordId))) throw badRequest({ [field]: [invalidPk(recordId)] });
    const live = await lockLiveConnectionOfRecord(tx, caller.side, caller.tenantId, recordId);
    if (live && live.id !== id) throw badRequest({ [field]: [CONNECTION_MESSAGES.recordTaken] });
  }
  const tied = recordId ?? row[record] ?? (await recordForPartner(tx, caller.side, row[partner]));
  try {
    await setConnectionStatus(tx, id, next, { side: caller.side, recordId: tied });
  } catch (err) {
    // Another accept tied the same record in the meantime.
    if (isUniqueViolation(err, LIVE_RECORD_INDEX[caller.side])) throw badRequest({ [field]: [CONNECTION_MESSAGES.recordTaken] });
    throw err;
  }
}

/** A new record of the partner tenant: its name, and its first member's email. */
async function recordForPartner(tx: Tx, side: ConnectionSide, partnerId: number): Promise<number> {
  const partner = (await findTenantById(tx, partnerId))!;
  return createRecord(tx, side, { name: partner.name, email: await firstMemberEmail(tx, partner.id) });
}

/** The caller's record's live connection, archived (unlink_client); false when it has none. */
export async function archiveLiveOfRecord(tx: Tx, caller: Caller, recordId: number): Promise<boolean> {
  const live = await lockLiveConnectionOfRecord(tx, caller.side, caller.tenantId, recordId);
  if (!live) return false;
  await setConnectionStatus(tx, live.id, 'ARCHIVED');
  return true;
}
