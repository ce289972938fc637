// The Create Unit modal of the product form (platform.md sections 3 and 5): the unit name is
// required ('Unit name is required.') and trimmed, the description optional (null when blank). It
// is a child of the product choices machine: a created unit is reported to it (`unit.created`,
// which lists and selects it), a failed create too (`unit.failed`). Supply `save`
// (`saveUnitWith(create)`) with `.provide()`.
import { fromPromise, sendParent } from 'xstate';
import type { components } from '../../api/schema';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';

export type Unit = components['schemas']['Unit'];
export interface UnitBody {
  unit_choice: string;
  description: string | null;
}

export interface NewUnitValues {
  id?: number;
  unit_choice: string;
  description: string;
}

export const UNIT_MESSAGES = {
  nameRequired: 'Unit name is required.',
  createFailed: 'Failed to create unit.',
};

export const emptyNewUnit = (): NewUnitValues => ({ unit_choice: '', description: '' });

export const unitBody = (v: NewUnitValues): UnitBody => ({ unit_choice: v.unit_choice.trim(), description: v.description.trim() || null });

export const validateNewUnit = (v: NewUnitValues): FieldErrors => (v.unit_choice.trim() ? {} : { unit_choice: [UNIT_MESSAGES.nameRequired] });

/** The `save` actor: creates the unit; its id and stored name become the form's. */
export const saveUnitWith = (create: (body: UnitBody) => Promise<Unit>) =>
  fromPromise<NewUnitValues | void, SaveInput<NewUnitValues>>(async ({ input }) => {
    const created = await create(unitBody(input.values));
    return { ...input.values, id: created.id, unit_choice: created.unit_choice };
  });

export const createUnitMachine = createFormMachine<NewUnitValues>({
  validate: validateNewUnit,
  shownFields: ['unit_choice', 'description'],
}).provide({
  actions: {
    notifySaved: sendParent(({ context }) => ({
      type: 'unit.created',
      unit: { id: Number(context.id), unit_choice: context.values.unit_choice, description: unitBody(context.values).description },
    })),
    notifyFailed: sendParent({ type: 'unit.failed' }),
  },
});

export type CreateUnitMachine = typeof createUnitMachine;
