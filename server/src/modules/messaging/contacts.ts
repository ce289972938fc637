// A client's own contacts (decisions.md "Fair use"): messages go only to them unless a superadmin
// allowed one-off recipients. Run in the client's schema: its merchant suppliers (suppliers), its
// merchant records (merchants: a supplier's customers) and its members.
import { normalizePhone } from '@shared/phone';
import type { Tx } from '../../db/database';
import type { MessageType } from './rules';

/** Whether `to` (an address as recipient() answers it) is one of the client's contacts. */
export async function isContact(tx: Tx, tenantId: number, type: MessageType, to: string): Promise<boolean> {
  if (type === 'email') {
    const rows = await tx.query(
      `SELECT 1 FROM suppliers WHERE lower(btrim(email)) = lower($1)
       UNION ALL SELECT 1 FROM merchants WHERE lower(btrim(email)) = lower($1) OR lower(btrim(billing_email)) = lower($1)
       UNION ALL SELECT 1 FROM public.memberships m JOIN public.users u ON u.id = m.user_id WHERE m.tenant_id = $2 AND u.email = lower($1)
       LIMIT 1`,
      [to, tenantId],
    );
    return rows.length > 0;
  }
  // Stored phones are written freely ('(503) 555-0101'): narrow by their last seven digits in SQL,
  // then compare exactly as the message would be sent.
  const rows = await tx.query<{ phone: string }>(
    `SELECT phone FROM (
       SELECT unnest(ARRAY[phone, alt_phone]) AS phone FROM suppliers
       UNION ALL SELECT unnest(ARRAY[phone_number, cell_number, billing_phone_number, billing_cell_number]) FROM merchants) p
      WHERE phone IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), 7) = $1`,
    [to.replace(/\D/g, '').slice(-7)],
  );
  return rows.some((r) => normalizePhone(r.phone) === to);
}
