// The stock ledger (decisions.md "Stock movements"): every change of on-hand is a movement appended
// here. The database keeps each item's on_hand equal to the sum of its movements (tenant migration
// 0030: a trigger adds the deltas in the same statement and refuses any other change), so this
// module only appends, locks and reads.
import { inChunks } from '../../db/chunks';
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

export type MovementReason = Schemas['MovementReason'];

export interface Movement {
  itemId: number;
  delta: number;
  reason: MovementReason;
  cycleCountId?: number | null;
  userId?: number | null;
  /** The order a receipt received. */
  purchaseOrderId?: number | null;
  /** When it happened, if not now: the demo data writes its history at past moments. */
  at?: Date | null;
}

/** Appends the movements (a delta of 0 is no movement) in set-based chunks; answers how many. */
export async function appendMovements(tx: Tx, movements: Movement[]): Promise<number> {
  const rows = movements
    .filter((m) => m.delta !== 0)
    .map((m) => ({
      item_id: m.itemId,
      delta: m.delta,
      reason: m.reason,
      cycle_count_id: m.cycleCountId ?? null,
      user_id: m.userId ?? null,
      purchase_order_id: m.purchaseOrderId ?? null,
      at: m.at ?? null,
    }));
  // in item order across the chunks too (the trigger updates each item's on_hand)
  rows.sort((a, b) => a.item_id - b.item_id);
  await inChunks(rows, (chunk) =>
    tx.query(
      `INSERT INTO stock_movements (item_id, delta, reason, cycle_count_id, user_id, purchase_order_id, created_at)
       SELECT item_id, delta, reason, cycle_count_id, user_id, purchase_order_id, coalesce(at, now())
         FROM jsonb_to_recordset($1::jsonb) AS m(item_id int, delta numeric, reason text, cycle_count_id int, user_id int, purchase_order_id int, at timestamptz)
        ORDER BY item_id`,
      [JSON.stringify(chunk)],
    ),
  );
  return rows.length;
}

/**
 * Locks the items for the rest of the transaction, always in id order so two transactions that
 * lock overlapping items cannot deadlock. Read their stock after this, in a new statement: a
 * statement that waited for a lock still reads from its older snapshot.
 */
export async function lockItems(tx: Tx, itemIds: number[]): Promise<void> {
  // ascending chunks of ascending ids: still one id order overall
  const ids = [...itemIds].sort((a, b) => a - b);
  await inChunks(ids, (chunk) => tx.query('SELECT id FROM inventory_items WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) ORDER BY id FOR UPDATE', [JSON.stringify(chunk)]));
}

/** An item's ledger position: the id of its latest movement, 0 before the first. */
export const POSITION_SQL = (itemAlias: string) => `coalesce((SELECT max(m.id) FROM stock_movements m WHERE m.item_id = ${itemAlias}.id), 0)`;

export async function ledgerPosition(tx: Tx, itemId: number): Promise<{ onHand: number; position: number } | null> {
  const [row] = await tx.query<{ on_hand: number; position: number }>(`SELECT i.on_hand, ${POSITION_SQL('i')} AS position FROM inventory_items i WHERE i.id = $1`, [itemId]);
  return row ? { onHand: row.on_hand, position: row.position } : null;
}

export interface MovementRow {
  id: number;
  delta: number;
  reason: MovementReason;
  balance: number;
  cycle_count_id: number | null;
  cycle_count_name: string | null;
  purchase_order_id: number | null;
  user_id: number | null;
  user_name: string | null;
  created_at: Date;
}

/** An item's movements, newest first, each with the on-hand it left (the running sum). */
export async function itemMovements(tx: Tx, itemId: number): Promise<MovementRow[]> {
  return tx.query<MovementRow>(
    `SELECT m.id, m.delta, m.reason, sum(m.delta) OVER (ORDER BY m.id) AS balance,
            m.cycle_count_id, c.name AS cycle_count_name, m.purchase_order_id, m.user_id,
            coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS user_name, m.created_at
       FROM stock_movements m
       LEFT JOIN cycle_counts c ON c.id = m.cycle_count_id
       LEFT JOIN public.users u ON u.id = m.user_id
      WHERE m.item_id = $1
      ORDER BY m.id DESC`,
    [itemId],
  );
}
