// Superadmin: sales leads, their attachment and their comments.
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { contentDisposition, LEAD_ATTACHMENT_RULE, removeStored, sendStoredFile } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { toComment, toLead } from './present';
import { deleteLead, findComment, findLead, insertComment, insertLead, listComments, listLeads, updateCommentBody, updateLead, type LeadChanges } from './repo';

export const MESSAGES = {
  notAuthor: 'You can only edit your own comments.',
};

// Empty optional fields are stored as null (the client leaves them out anyway).
const optional = (text: string | undefined) => text?.trim() || null;

async function existingLead(tx: Tx, id: number) {
  const lead = await findLead(tx, id);
  if (!lead) throw notFound();
  return lead;
}

export const handlers: Handlers = {
  async addLead(req, reply) {
    const form = await readForm(req, 'addLead', { attachments: LEAD_ATTACHMENT_RULE });
    return usingForm(form, async () => {
      const f = form.fields;
      const file = form.files.attachments;
      const id = await insertLead(req.server.db, {
        first_name: f.first_name.trim(),
        last_name: f.last_name.trim(),
        email: f.email.trim().toLowerCase(),
        phone_number: f.phone_number.trim(),
        name_of_business: f.name_of_business.trim(),
        street_address: optional(f.street_address),
        city: optional(f.city),
        state: optional(f.state),
        zip: optional(f.zip),
        country: optional(f.country),
        extra_information: optional(f.extra_information),
        number_of_locations: f.number_of_locations ?? null,
        status: f.status ?? 'NEW',
        sales_rep_id: req.user!.id,
        attachment_path: file?.key ?? null,
        attachment_name: file?.name ?? null,
        attachment_type: file?.type ?? null,
      });
      reply.code(201);
      return toLead((await findLead(req.server.db, id))!);
    });
  },

  async listLeads(req) {
    return (await listLeads(req.server.db)).map(toLead);
  },

  async getLead(req) {
    return { data: toLead(await existingLead(req.server.db, req.params.id)) };
  },

  // Ours (docs/decisions.md): the lead's fields and status are edited on its detail page.
  async updateLead(req) {
    const b = req.body;
    const text = (v: string | undefined) => v?.trim();
    const optionalText = (v: string | null | undefined) => (v === undefined ? undefined : optional(v ?? undefined));
    const changes: LeadChanges = {
      first_name: text(b.first_name),
      last_name: text(b.last_name),
      email: text(b.email)?.toLowerCase(),
      phone_number: text(b.phone_number),
      name_of_business: text(b.name_of_business),
      street_address: optionalText(b.street_address),
      city: optionalText(b.city),
      state: optionalText(b.state),
      zip: optionalText(b.zip),
      country: optionalText(b.country),
      extra_information: optionalText(b.extra_information),
      number_of_locations: b.number_of_locations,
      status: b.status,
    };
    return req.server.db.transaction(async (tx) => {
      if (!(await updateLead(tx, req.params.id, changes))) throw notFound();
      return toLead((await findLead(tx, req.params.id))!);
    });
  },

  async getLeadAttachment(req, reply) {
    const lead = await existingLead(req.server.db, req.params.id);
    if (!lead.attachment_path) throw notFound('This lead has no attachment.');
    const sent = await sendStoredFile(reply, req.server.config.dataDir, lead.attachment_path, {
      type: lead.attachment_type ?? 'application/octet-stream',
      cache: 'private, no-store',
      disposition: contentDisposition(lead.attachment_name ?? 'attachment'),
    });
    if (!sent) throw notFound('This lead has no attachment.');
    return reply;
  },

  async deleteLead(req, reply) {
    const deleted = await deleteLead(req.server.db, req.params.id);
    if (!deleted) throw notFound();
    // The row is gone (comments with it); the file goes after the commit.
    await removeStored(req.server.config.dataDir, deleted.attachment_path);
    return reply.code(204).send();
  },

  async listLeadComments(req) {
    const lead = await existingLead(req.server.db, req.params.leadId);
    return (await listComments(req.server.db, lead.id)).map(toComment);
  },

  async addLeadComment(req, reply) {
    const lead = await existingLead(req.server.db, req.params.leadId);
    const id = await insertComment(req.server.db, lead.id, req.user!.id, req.body.body.trim());
    reply.code(201);
    return toComment((await findComment(req.server.db, id))!);
  },

  async updateLeadComment(req) {
    const comment = await findComment(req.server.db, req.params.commentId);
    if (!comment) throw notFound();
    if (comment.added_by !== req.user!.id) throw forbidden(MESSAGES.notAuthor);
    await updateCommentBody(req.server.db, comment.id, req.body.body.trim());
    return toComment((await findComment(req.server.db, comment.id))!);
  },
};
