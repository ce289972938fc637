// Supplier: its merchant customers - list, create with a logo, detail, whole-object update,
// the active toggle and delete (platform.md sections 2, 4 and 7). Each answer carries the
// record's connection to a merchant tenant; deleting a record archives its live connection.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Schemas, Wire } from '../../openapi/operations';
import { badRequest, notFound } from '../../lib/errors';
import { imageRule, mediaUrl, removeStored } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { releaseRecord } from '../connections/repo';
import { deleteMerchant, findMerchant, insertMerchant, listMerchants, updateMerchantRow, type MerchantWithConnection } from './repo';
import { merchantUpdate, newMerchantValues } from './rules';

export const LOGO_RULE = imageRule('logos');

/** The list view (platform.md: Merchant, list view, plus the overview's minimum order). */
function toMerchant(m: MerchantWithConnection): Wire<Schemas['Merchant']> {
  return {
    id: m.id,
    merchant_name: m.merchant_name,
    city: m.city,
    state: m.state,
    phone_number: m.phone_number,
    email: m.email,
    is_active: m.is_active,
    minimum_order: m.minimum_order,
    connection: m.connection,
  };
}

/** The detail: every field, the logo as a URL. */
function toMerchantDetail(m: MerchantWithConnection): Wire<Schemas['MerchantDetail']> {
  return { ...m, logo: mediaUrl(m.logo) };
}

const found = <T>(row: T | null | undefined): T => {
  if (!row) throw notFound();
  return row;
};

const tenantIdOf = (req: FastifyRequest) => requestTenant(req).id;

/** Writes a merchant in the caller's schema and reads it back with its connection (null: no such merchant). */
function updated(req: FastifyRequest, id: number, write: Parameters<typeof updateMerchantRow>[2]) {
  return inTenant(req, async (tx) => ((await updateMerchantRow(tx, id, write)) ? findMerchant(tx, tenantIdOf(req), id) : null));
}

export const handlers: Handlers = {
  async listMerchants(req) {
    return (await readTenant(req, (tx) => listMerchants(tx, tenantIdOf(req)))).map(toMerchant);
  },

  async updateMerchantStatus(req) {
    const { id } = req.params;
    const { is_active } = req.body;
    return toMerchant(found(await updated(req, id, { is_active })));
  },

  async deleteMerchant(req, reply) {
    const { id } = req.params;
    const deleted = found(
      await inTenant(req, async (tx) => {
        const gone = await deleteMerchant(tx, id);
        if (gone) await releaseRecord(tx, 'supplier', tenantIdOf(req), id);
        return gone;
      }),
    );
    // The row is gone; the logo goes after the commit.
    await removeStored(req.server.config.dataDir, deleted.logo);
    return reply.code(204).send();
  },

  async addMerchant(req, reply) {
    const form = await readForm(req, 'addMerchant', { logo: LOGO_RULE });
    return usingForm(form, async () => {
      const values = { ...newMerchantValues(form.fields), logo: form.files.logo?.key ?? null };
      const row = await inTenant(req, async (tx) => (await findMerchant(tx, tenantIdOf(req), (await insertMerchant(tx, values)).id))!);
      reply.code(201);
      return toMerchantDetail(row);
    });
  },

  async getMerchantDetail(req) {
    const { id } = req.params;
    return toMerchantDetail(found(await readTenant(req, (tx) => findMerchant(tx, tenantIdOf(req), id))));
  },

  async updateMerchant(req) {
    const { id } = req.params;
    const { values, errors } = merchantUpdate(req.body);
    if (errors) throw badRequest(errors);
    return toMerchantDetail(found(await updated(req, id, values)));
  },
};
