// Superadmin: sales leads, their attachment and their comments.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { forbidden, notFound } from '../../lib/errors';
import { contentDisposition, LEAD_ATTACHMENT_RULE, removeStored, sendStoredFile } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { toComment, toLead } from './present';
import {
  deleteLead, findComment, findLead, insertComment, insertLead, LEAD_TEXT_FIELDS, listComments, listLeads, updateCommentBody,
  type NewLead,
} from './repo';

export const MESSAGES = {
  notAuthor: 'You can only edit your own comments.',
};

type LeadForm = Partial<Record<(typeof LEAD_TEXT_FIELDS)[number], string>> & { number_of_locations?: number; status?: string };

async function existingLead(req: FastifyRequest, id: number) {
  const lead = await findLead(req.server.db, id);
  if (!lead) throw notFound();
  return lead;
}

export const handlers: Handlers = {
  async addLead(req, reply) {
    const form = await readForm<LeadForm>(req, 'addLead', { attachments: LEAD_ATTACHMENT_RULE });
    return usingForm(form, async () => {
      const f = form.fields;
      const file = form.files.attachments;
      // Empty optional fields are stored as null (the client leaves them out anyway).
      const texts = Object.fromEntries(LEAD_TEXT_FIELDS.map((k) => [k, f[k]?.trim() || null]));
      const lead = {
        ...texts,
        email: f.email!.trim().toLowerCase(),
        number_of_locations: f.number_of_locations ?? null,
        status: f.status ?? 'NEW',
        sales_rep_id: req.user!.id,
        attachment_path: file?.key ?? null,
        attachment_name: file?.name ?? null,
        attachment_type: file?.type ?? null,
      } as NewLead;
      const id = await insertLead(req.server.db, lead);
      reply.code(201);
      return toLead((await findLead(req.server.db, id))!);
    });
  },

  async listLeads(req) {
    return (await listLeads(req.server.db)).map(toLead);
  },

  async getLead(req) {
    return { data: toLead(await existingLead(req, (req.params as { id: number }).id)) };
  },

  async getLeadAttachment(req, reply) {
    const lead = await existingLead(req, (req.params as { id: number }).id);
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
    const deleted = await deleteLead(req.server.db, (req.params as { id: number }).id);
    if (!deleted) throw notFound();
    // The row is gone (comments with it); the file goes after the commit.
    await removeStored(req.server.config.dataDir, deleted.attachment_path);
    return reply.code(204).send();
  },

  async listLeadComments(req) {
    const lead = await existingLead(req, (req.params as { leadId: number }).leadId);
    return (await listComments(req.server.db, lead.id)).map(toComment);
  },

  async addLeadComment(req, reply) {
    const lead = await existingLead(req, (req.params as { leadId: number }).leadId);
    const { body } = req.body as { body: string };
    const id = await insertComment(req.server.db, lead.id, req.user!.id, body.trim());
    reply.code(201);
    return toComment((await findComment(req.server.db, id))!);
  },

  async updateLeadComment(req) {
    const { commentId } = req.params as { commentId: number };
    const comment = await findComment(req.server.db, commentId);
    if (!comment) throw notFound();
    if (comment.added_by !== req.user!.id) throw forbidden(MESSAGES.notAuthor);
    await updateCommentBody(req.server.db, comment.id, (req.body as { body: string }).body.trim());
    return toComment((await findComment(req.server.db, comment.id))!);
  },
};
