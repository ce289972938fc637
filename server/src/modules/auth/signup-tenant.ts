// Sign-up with a business: the trial tenant's schema name and domain (as Create Client derives
// them, with _2, _3... when taken), and the tenant itself, in the sign-up's transaction.
import type { Tx } from '../../db/database';
import type { Config } from '../../config';
import { isAdminHost } from '../../lib/hosts';
import { schemaNameFrom, SCHEMA_NAME_MAX_LENGTH } from '@shared/schema-name';
import { createTenant, domainFor, type TenantRow } from '../tenants/repo';
import { normaliseDomain } from '../clients/rules';
import { takenFields } from '../clients/repo';
import type { Schemas, Wire } from '../../openapi/operations';
import { badRequest } from '../../lib/errors';
import { queueNotice, takenEmailNotice } from './notices';
import { BUSINESS_MESSAGES } from './signup-rules';

// Enough for every real clash; past it the name is refused rather than probed without end.
const MAX_SUFFIX = 100;

/** The n-th candidate schema name: the base, then base_2, base_3... cut to fit 63 characters. */
export function schemaCandidate(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `_${n}`;
  return base.slice(0, SCHEMA_NAME_MAX_LENGTH - suffix.length).replace(/_+$/, '') + suffix;
}

/** The first schema name and domain that no tenant (nor schema) has, or null. */
export async function freeSchemaAndDomain(tx: Tx, config: Config, businessName: string): Promise<{ schema_name: string; domain: string } | null> {
  const base = schemaNameFrom(businessName);
  if (!base) return null;
  for (let n = 1; n <= MAX_SUFFIX; n++) {
    const schema_name = schemaCandidate(base, n);
    const domain = normaliseDomain(domainFor(schema_name, config.baseDomain));
    if (!domain || isAdminHost(config, domain)) continue;
    const taken = await takenFields(tx, { schema_name, domain });
    if (!taken.has('schema_name') && !taken.has('domain')) return { schema_name, domain };
  }
  return null;
}

/** Creates the trial tenant (schema migrated) of the sign-up's type; null when no schema name can be derived. */
export async function createTrialTenant(tx: Tx, config: Config, name: string, type: Schemas['TenantType']): Promise<TenantRow | null> {
  const place = await freeSchemaAndDomain(tx, config, name);
  if (!place) return null;
  return createTenant(tx, { name, type, on_trial: true, ...place });
}

export function toSignupTenant(t: Pick<TenantRow, 'name' | 'schema_name' | 'domain' | 'type' | 'on_trial'>): Wire<Schemas['SignupTenant']> {
  return { name: t.name, schema_name: t.schema_name, domain: t.domain, type: t.type, on_trial: t.on_trial };
}

/**
 * A sign-up with a registered email: nothing is created, the owner of the email gets a notice,
 * and the answer is the one a new account would get (the trial tenant it would have), so the
 * answer never tells whether an email has an account.
 */
export async function takenEmail(tx: Tx, config: Config, email: string, business: string | null, type: Schemas['TenantType'], now: Date): Promise<Wire<Schemas['SignupTenant']> | null> {
  const notice = takenEmailNotice(config.publicUrl);
  await queueNotice(tx, 'signup', email, notice.subject, notice.body, now);
  const place = business ? await freeSchemaAndDomain(tx, config, business) : null;
  if (business && !place) throw badRequest({ business_name: [BUSINESS_MESSAGES.taken] });
  return place && toSignupTenant({ name: business!, type, on_trial: true, ...place });
}
