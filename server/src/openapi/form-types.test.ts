// What readForm's fields hold comes from the contract's multipart schema (tsc checks these; vitest only runs them).
import { describe, expectTypeOf, it } from 'vitest';
import type { FileField, FormFields, MultipartOperationId } from './multipart';

describe('form types', () => {
  it("are the operation's multipart fields without its file fields", () => {
    expectTypeOf<FormFields<'addLead', 'attachments'>>().toHaveProperty('first_name').toEqualTypeOf<string>();
    expectTypeOf<FormFields<'addLead', 'attachments'>>().not.toHaveProperty('attachments');
    expectTypeOf<FormFields<'updateUser', 'profile_image'>>().toHaveProperty('is_active').toEqualTypeOf<boolean | undefined>();
  });

  it('name only operations that take a form, and only their fields as file fields', () => {
    expectTypeOf<'updateUser'>().toExtend<MultipartOperationId>();
    expectTypeOf<'signup'>().not.toExtend<MultipartOperationId>();
    expectTypeOf<'profile_image'>().toExtend<FileField<'updateUser'>>();
    expectTypeOf<'photo'>().not.toExtend<FileField<'updateUser'>>();
  });
});
