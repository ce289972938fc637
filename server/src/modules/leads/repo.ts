// Sales leads (public.leads) and their comments (public.lead_comments).
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

/** A row of public.leads with its sales rep's names (the contract's Lead is made from it by toLead). */
export interface LeadRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  name_of_business: string;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  number_of_locations: number | null;
  extra_information: string | null;
  status: Schemas['LeadStatus'];
  sales_rep_id: number | null;
  rep_username: string | null;
  rep_first_name: string | null;
  rep_last_name: string | null;
  attachment_path: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  date_created: Date;
  date_updated: Date;
}

export type NewLead = Omit<LeadRow, 'id' | 'rep_username' | 'rep_first_name' | 'rep_last_name' | 'date_created' | 'date_updated'>;

const SELECT_LEAD = `
  SELECT l.*, u.username AS rep_username, u.first_name AS rep_first_name, u.last_name AS rep_last_name
    FROM public.leads l LEFT JOIN public.users u ON u.id = l.sales_rep_id`;

export async function listLeads(tx: Tx): Promise<LeadRow[]> {
  return tx.query<LeadRow>(`${SELECT_LEAD} ORDER BY l.date_created DESC, l.id DESC`);
}

export async function findLead(tx: Tx, id: number): Promise<LeadRow | null> {
  return (await tx.query<LeadRow>(`${SELECT_LEAD} WHERE l.id = $1`, [id]))[0] ?? null;
}

export async function insertLead(tx: Tx, lead: NewLead): Promise<number> {
  const cols = Object.keys(lead) as (keyof NewLead)[];
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO public.leads (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map((c) => lead[c]),
  );
  return row.id;
}

/** The editable fields of a lead (updateLead): those given change, the others keep their value. */
export type LeadChanges = Partial<
  Pick<
    LeadRow,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone_number'
    | 'name_of_business'
    | 'street_address'
    | 'city'
    | 'state'
    | 'zip'
    | 'country'
    | 'number_of_locations'
    | 'extra_information'
    | 'status'
  >
>;

/** Writes the given fields; false when there is no such lead. */
export async function updateLead(tx: Tx, id: number, changes: LeadChanges): Promise<boolean> {
  const cols = (Object.keys(changes) as (keyof LeadChanges)[]).filter((c) => changes[c] !== undefined);
  const sets = [...cols.map((c, i) => `${c} = $${i + 2}`), 'date_updated = now()'];
  const rows = await tx.query(`UPDATE public.leads SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, [id, ...cols.map((c) => changes[c])]);
  return rows.length > 0;
}

/** Deletes the lead and (by cascade) its comments; answers the stored attachment to remove, or undefined when there was no lead. */
export async function deleteLead(tx: Tx, id: number): Promise<{ attachment_path: string | null } | undefined> {
  return (await tx.query<{ attachment_path: string | null }>('DELETE FROM public.leads WHERE id = $1 RETURNING attachment_path', [id]))[0];
}

export interface CommentRow {
  id: number;
  lead_id: number;
  body: string;
  added_by: number;
  username: string;
  first_name: string;
  last_name: string;
  date_created: Date;
  date_updated: Date;
}

const SELECT_COMMENT = `
  SELECT c.*, u.username, u.first_name, u.last_name
    FROM public.lead_comments c JOIN public.users u ON u.id = c.added_by`;

export async function listComments(tx: Tx, leadId: number): Promise<CommentRow[]> {
  return tx.query<CommentRow>(`${SELECT_COMMENT} WHERE c.lead_id = $1 ORDER BY c.date_created, c.id`, [leadId]);
}

export async function findComment(tx: Tx, id: number): Promise<CommentRow | null> {
  return (await tx.query<CommentRow>(`${SELECT_COMMENT} WHERE c.id = $1`, [id]))[0] ?? null;
}

export async function insertComment(tx: Tx, leadId: number, userId: number, body: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO public.lead_comments (lead_id, added_by, body) VALUES ($1, $2, $3) RETURNING id', [leadId, userId, body]);
  return row.id;
}

export async function updateCommentBody(tx: Tx, id: number, body: string): Promise<void> {
  await tx.query('UPDATE public.lead_comments SET body = $2, date_updated = now() WHERE id = $1', [id, body]);
}
