// Types of scripts/gen-operation-roles.mjs (the contract test imports it).
/** The source of src/lib/operation-roles.gen.ts for a parsed contract; throws for a tenant operation without x-roles. */
export function operationRolesSource(doc: unknown): string;
