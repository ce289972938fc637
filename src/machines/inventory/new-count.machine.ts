// 'New Cycle Count' (merchant-operations.md section 4): a create form without fields, whose save
// creates the DRAFT batch. Supply `save` and the actions with `.provide()`.
import type { components } from '../../api/schema';
import { createFormMachine } from '../form.machine';

export type NewCount = Partial<components['schemas']['CycleCount']>;

export const newCountMachine = createFormMachine<NewCount>();
