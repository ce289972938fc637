// Stock area fields as the server keeps them: the name trimmed, the description never null.
import type { OperationRequest } from '../../openapi/operations';
import type { AreaFields } from './repo';

export const AREA_MESSAGES = {
  nameTaken: 'An area with this name already exists.',
  inOpenCount: 'This area is in an open cycle count. Finalize or archive the count before deleting the area.',
} as const;

/** DRF's wording for an id that names nothing. */
export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

export function cleanAreaFields(body: OperationRequest<'updateStockArea'>['body']): AreaFields {
  return {
    name: body.name === undefined ? undefined : body.name.trim(),
    description: body.description === undefined ? undefined : (body.description ?? '').trim(),
    is_active: body.is_active,
  };
}
