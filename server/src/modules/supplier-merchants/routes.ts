// Supplier: its merchant customers - list, create with a logo, detail, whole-object update,
// the active toggle and delete (platform.md sections 2, 4 and 7).
import type { Handlers } from '../../openapi/register';
import { badRequest, notFound } from '../../lib/errors';
import { imageRule, mediaUrl, removeStored } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteMerchant, findMerchant, insertMerchant, listMerchants, updateMerchantRow, type MerchantRow } from './repo';
import { merchantUpdate, newMerchantValues } from './rules';

export const LOGO_RULE = imageRule('logos');

/** The list view (platform.md: Merchant, list view, plus the overview's minimum order). */
function toMerchant(m: MerchantRow) {
  return {
    id: m.id,
    merchant_name: m.merchant_name,
    city: m.city,
    state: m.state,
    phone_number: m.phone_number,
    email: m.email,
    is_active: m.is_active,
    minimum_order: m.minimum_order,
  };
}

/** The detail: every field, the logo as a URL. */
function toMerchantDetail(m: MerchantRow) {
  return { ...m, logo: mediaUrl(m.logo) };
}

const found = <T>(row: T | null | undefined): T => {
  if (!row) throw notFound();
  return row;
};

export const handlers: Handlers = {
  async listMerchants(req) {
    return (await readTenant(req, listMerchants)).map(toMerchant);
  },

  async updateMerchantStatus(req) {
    const { id } = req.params;
    const { is_active } = req.body;
    return toMerchant(found(await inTenant(req, (tx) => updateMerchantRow(tx, id, { is_active }))));
  },

  async deleteMerchant(req, reply) {
    const { id } = req.params;
    const deleted = found(await inTenant(req, (tx) => deleteMerchant(tx, id)));
    // The row is gone; the logo goes after the commit.
    await removeStored(req.server.config.dataDir, deleted.logo);
    return reply.code(204).send();
  },

  async addMerchant(req, reply) {
    const form = await readForm(req, 'addMerchant', { logo: LOGO_RULE });
    return usingForm(form, async () => {
      const values = { ...newMerchantValues(form.fields), logo: form.files.logo?.key ?? null };
      const row = await inTenant(req, (tx) => insertMerchant(tx, values));
      reply.code(201);
      return toMerchantDetail(row);
    });
  },

  async getMerchantDetail(req) {
    const { id } = req.params;
    return toMerchantDetail(found(await readTenant(req, (tx) => findMerchant(tx, id))));
  },

  async updateMerchant(req) {
    const { id } = req.params;
    const { values, errors } = merchantUpdate(req.body);
    if (errors) throw badRequest(errors);
    return toMerchantDetail(found(await inTenant(req, (tx) => updateMerchantRow(tx, id, values))));
  },
};
