// Superadmin: clients (tenants) and the merchants overview.
import type { Handlers } from '../../openapi/register';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors';
import { isAdminHost } from '../../lib/hosts';
import { isValidSchemaName } from '../../db/identifiers';
import { createTenant, domainFor } from '../tenants/repo';
import { schemaNameFrom } from '@shared/schema-name';
import { DOMAIN_MESSAGES, ENTITY_TYPES, normaliseDomain } from './rules';
import { findClient, findClientBySchema, listClients, listSchemaMerchants, takenFields, toClient, toClientDetail, updateClient, type ClientPatch } from './repo';

export const MESSAGES = {
  nameTaken: 'A client with this name already exists.',
  schemaTaken: 'A client with this schema name already exists.',
  domainTaken: DOMAIN_MESSAGES.taken,
  noSchemaFromName: 'Enter a name with at least one letter or digit, or a schema name.',
  badSchema: 'Enter a valid schema name: a lower-case letter, then up to 62 lower-case letters, digits or underscores (not public or pg_*).',
};

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, msg: string) => (errors[field] ??= []).push(msg);

/** The database has the last word when two requests race for the same name. */
function uniqueViolationField(err: unknown): Errors | null {
  if (isUniqueViolation(err, 'tenants_name_key')) return { name: [MESSAGES.nameTaken] };
  if (isUniqueViolation(err, 'tenants_schema_name_key')) return { schema_name: [MESSAGES.schemaTaken] };
  if (isUniqueViolation(err, 'tenants_domain_key')) return { domain: [MESSAGES.domainTaken] };
  return null;
}

const text = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? '').trim());

export const handlers: Handlers = {
  async listClients(req) {
    return (await listClients(req.server.db)).map(toClient);
  },

  async searchClients(req) {
    const { search = '' } = req.query;
    return (await listClients(req.server.db, search)).map(toClient);
  },

  async createClient(req, reply) {
    const body = req.body;
    const name = body.name.trim();
    const errors: Errors = {};
    const schema = body.schema_name || schemaNameFrom(name);
    if (!schema) throw badRequest({ name: [MESSAGES.noSchemaFromName] });
    if (!isValidSchemaName(schema)) throw badRequest({ schema_name: [MESSAGES.badSchema] });
    const domain = normaliseDomain(domainFor(schema, req.server.config.baseDomain));
    if (!domain) throw badRequest({ domain: [DOMAIN_MESSAGES.invalid] });
    if (isAdminHost(req.server.config, domain)) add(errors, 'domain', DOMAIN_MESSAGES.admin);
    const taken = await takenFields(req.server.db, { name, schema_name: schema, domain });
    if (taken.has('name')) add(errors, 'name', MESSAGES.nameTaken);
    if (taken.has('schema_name')) add(errors, 'schema_name', MESSAGES.schemaTaken);
    if (taken.has('domain')) add(errors, 'domain', MESSAGES.domainTaken);
    if (Object.keys(errors).length) throw badRequest(errors);
    try {
      const row = await req.server.db.transaction(async (tx) => {
        const t = await createTenant(tx, { name, schema_name: schema, domain, type: body.type ?? 'supplier', city: text(body.city), state: text(body.state) });
        return findClient(tx, t.id);
      });
      reply.code(201);
      return toClientDetail(row!);
    } catch (err) {
      const field = uniqueViolationField(err);
      if (field) throw badRequest(field);
      throw err;
    }
  },

  async getClient(req) {
    const row = await findClient(req.server.db, req.params.id);
    if (!row) throw notFound();
    return { data: toClientDetail(row), entity_types: ENTITY_TYPES };
  },

  async updateClient(req) {
    const { id } = req.params;
    const b = req.body;
    const db = req.server.db;
    if (!(await findClient(db, id))) throw notFound();
    const errors: Errors = {};
    const patch: ClientPatch = {
      name: text(b.name),
      ein: text(b.EIN),
      sales_tax_id: text(b.sales_tax_id),
      street_address: text(b.street_address),
      city: text(b.city),
      state: text(b.state),
      zip_code: text(b.zip_code),
      country: text(b.country),
      entity_type: text(b.entity_type),
    };
    if (patch.entity_type && !(patch.entity_type in ENTITY_TYPES)) add(errors, 'entity_type', `"${patch.entity_type}" is not a valid choice.`);
    if (b.domain !== undefined) {
      const domain = normaliseDomain(b.domain);
      if (!domain) add(errors, 'domain', DOMAIN_MESSAGES.invalid);
      else if (isAdminHost(req.server.config, domain)) add(errors, 'domain', DOMAIN_MESSAGES.admin);
      else patch.domain = domain;
    }
    const taken = await takenFields(db, { name: patch.name, domain: patch.domain }, id);
    if (taken.has('name')) add(errors, 'name', MESSAGES.nameTaken);
    if (taken.has('domain')) add(errors, 'domain', MESSAGES.domainTaken);
    if (Object.keys(errors).length) throw badRequest(errors);
    try {
      const row = await updateClient(db, id, patch);
      if (!row) throw notFound();
      return toClientDetail(row);
    } catch (err) {
      const field = uniqueViolationField(err);
      if (field) throw badRequest(field);
      throw err;
    }
  },

  async listSchemaMerchants(req) {
    const { schema_name } = req.params;
    const db = req.server.db;
    const client = isValidSchemaName(schema_name) ? await findClientBySchema(db, schema_name) : null;
    if (!client) throw notFound();
    return { data: await db.withTenant(client.schema_name, (tx) => listSchemaMerchants(tx)) };
  },
};
