// The Create Unit modal of the product form: unit name (required) and description.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CreateUnitMachine } from '../../machines/merchant/create-unit.machine';
import type { ProductChoicesMachine } from '../../machines/merchant/product-choices.machine';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';

export function CreateUnitDialog({ choices }: { choices: ActorRefFrom<ProductChoicesMachine> }) {
  const form = useSelector(choices, (s) => s.children.createUnit) as ActorRefFrom<CreateUnitMachine>;
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.fieldErrors);
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  return (
    <FormDialog open title="Create Unit" busy={saving} onSubmit={() => form.send({ type: 'submit' })} onClose={() => choices.send({ type: 'unit.close' })}>
      <TextField
        label="Unit name"
        required
        value={values.unit_choice}
        errors={errors.unit_choice}
        onChange={(e) => form.send({ type: 'field.change', name: 'unit_choice', value: e.target.value })}
      />
      <TextField label="Description" value={values.description} errors={errors.description} onChange={(e) => form.send({ type: 'field.change', name: 'description', value: e.target.value })} />
    </FormDialog>
  );
}
