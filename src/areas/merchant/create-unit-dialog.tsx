// The Create Unit modal of the product form: unit name (required) and description.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CreateUnitMachine } from '../../machines/merchant/create-unit.machine';
import type { ProductChoicesMachine } from '../../machines/merchant/product-choices.machine';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { useFormView } from '../../ui/use-form-view';

export function CreateUnitDialog({ choices }: { choices: ActorRefFrom<ProductChoicesMachine> }) {
  const form = useSelector(choices, (s) => s.children.createUnit) as ActorRefFrom<CreateUnitMachine>;
  const { values, fieldErrors, saving, change, submit } = useFormView(form);
  return (
    <FormDialog open title="Create Unit" busy={saving} onSubmit={submit} onClose={() => choices.send({ type: 'unit.close' })}>
      <TextField label="Unit name" required value={values.unit_choice} errors={fieldErrors.unit_choice} onChange={(e) => change('unit_choice', e.target.value)} />
      <TextField label="Description" value={values.description} errors={fieldErrors.description} onChange={(e) => change('description', e.target.value)} />
    </FormDialog>
  );
}
