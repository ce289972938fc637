// Pure rules of the clients area: entity types and tenant domains.

/** getClient's entity_types: code → label (the detail screen's choice list). */
export const ENTITY_TYPES: Readonly<Record<string, string>> = {
  LLC: 'Limited Liability Company',
  CORP: 'C Corporation',
  S_CORP: 'S Corporation',
  SOLE_PROP: 'Sole Proprietorship',
  PARTNERSHIP: 'Partnership',
  NONPROFIT: 'Nonprofit Organization',
};

export const DOMAIN_MESSAGES = {
  invalid: 'Enter a valid domain name, e.g. shop.example.com or shop.localhost.',
  admin: 'This host is reserved for the platform administration.',
  taken: 'A client with this domain already exists.',
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A tenant domain as the Host header names it: lower-cased, no port, no trailing dot; at least
 * two labels (so 'shop.localhost' works and a bare 'localhost' does not); each label 1-63 of
 * a-z, 0-9 and '-', not starting or ending with '-'; at most 253 characters; the last label has
 * a letter (no IP addresses). Returns the normalised domain, or null when invalid.
 */
export function normaliseDomain(input: string): string | null {
  const d = input.trim().toLowerCase().replace(/\.$/, '');
  if (!d || d.length > 253) return null;
  const labels = d.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (!/[a-z]/.test(labels[labels.length - 1])) return null;
  return d;
}
