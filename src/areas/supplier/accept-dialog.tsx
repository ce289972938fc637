// The dialog that accepts a merchant's connection request: which merchant record stands for the
// merchant (those not tied to a live connection), or 'Create a new merchant record'.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { acceptMappingMachine } from '../../machines/supplier/accept-mapping.machine';
import { ErrorRetry } from '../../ui/error-retry';
import { FormDialog } from '../../ui/form-dialog';
import { SelectField } from '../../ui/select-field';
import { LoadingText } from '../../ui/spinner';
import { CONNECTIONS_TEXT } from './connections-text';

const NEW = 'new';

export function AcceptDialog({ accept, partnerName }: { accept: ActorRefFrom<typeof acceptMappingMachine>; partnerName: string }) {
  const open = useSelector(accept, (s) => s.hasTag('open'));
  const loading = useSelector(accept, (s) => s.hasTag('loading'));
  const error = useSelector(accept, (s) => (s.hasTag('error') ? s.context.error : null));
  const merchants = useSelector(accept, (s) => s.context.merchants);
  const choice = useSelector(accept, (s) => s.context.choice);
  const text = CONNECTIONS_TEXT.accept;

  return (
    <FormDialog
      open={open}
      title={text.title}
      description={text.question(partnerName)}
      submitLabel={text.submit}
      onClose={() => accept.send({ type: 'accept.cancel' })}
      onSubmit={(e) => {
        e.preventDefault();
        accept.send({ type: 'accept.confirm' });
      }}
    >
      {loading && <LoadingText>Loading merchants...</LoadingText>}
      {error && <ErrorRetry compact message={error} onRetry={() => accept.send({ type: 'retry' })} />}
      {!loading && !error && (
        <SelectField
          label={text.record}
          value={choice === null ? NEW : String(choice)}
          onChange={(e) => accept.send({ type: 'accept.choose', merchantId: e.target.value === NEW ? null : Number(e.target.value) })}
          options={[{ value: NEW, label: text.createNew }, ...merchants.map((m) => ({ value: String(m.id), label: m.merchant_name }))]}
        />
      )}
    </FormDialog>
  );
}
