// Ajv errors → Django REST framework field errors: {"field": ["message"]}.
import type { ErrorObject } from 'ajv';

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  string: 'Not a valid string.',
  array: 'Expected a list of items.',
  object: 'Invalid data. Expected a dictionary.',
};

function message(e: ErrorObject): string {
  const p = e.params as any;
  switch (e.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      const t = Array.isArray(p.type) ? p.type.find((x: string) => x !== 'null') : p.type;
      return TYPE_MESSAGES[t] ?? `Expected ${p.type}.`;
    }
    case 'enum':
      // DRF's ChoiceField wording (the update-client entity_type check says the same).
      return `"${String(e.data)}" is not a valid choice.`;
    case 'minLength':
      return p.limit <= 1 ? 'This field may not be blank.' : `Ensure this field has at least ${p.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${p.limit}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${p.limit}.`;
    // DRF's ListField wording (min_length / max_length)
    case 'minItems':
      return `Ensure this field has at least ${p.limit} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${p.limit} elements.`;
    case 'format':
      return p.format === 'email' ? 'Enter a valid email address.' : `Enter a valid ${p.format}.`;
    case 'pattern':
      // '\S' is how the contract says "not blank or whitespace only"
      return p.pattern === '\\S' ? 'This field may not be blank.' : 'This value does not have the expected format.';
    case 'additionalProperties':
      return 'This field is not allowed.';
    default:
      return e.message ? e.message.charAt(0).toUpperCase() + e.message.slice(1) + '.' : 'Invalid value.';
  }
}

/** A property may carry `x-error-message` in the contract: the spec's own words for any error on it. */
function customMessage(e: ErrorObject): string | undefined {
  const parent = e.parentSchema as any;
  if (e.keyword === 'required') return parent?.properties?.[(e.params as any).missingProperty]?.['x-error-message'];
  return parent?.['x-error-message'];
}

export function toFieldErrors(errors: ErrorObject[]): Record<string, string[]> {
  // per field, its messages once each (a Set: a body of many bad items stays linear)
  const out = new Map<string, Set<string>>();
  for (const e of errors) {
    const parts = e.instancePath.split('/').filter(Boolean);
    let field = parts[0] ?? 'non_field_errors';
    if (e.keyword === 'required' && parts.length === 0) field = (e.params as any).missingProperty;
    if (e.keyword === 'additionalProperties' && parts.length === 0) field = (e.params as any).additionalProperty;
    if (e.keyword === 'type' && parts.length === 0) field = 'non_field_errors';
    const msg = customMessage(e) ?? message(e);
    out.set(field, (out.get(field) ?? new Set()).add(msg));
  }
  return Object.fromEntries([...out].map(([field, msgs]) => [field, [...msgs]]));
}
