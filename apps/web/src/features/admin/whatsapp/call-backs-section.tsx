import type { CallBack } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import { useCallBackDone, useCallBacks } from './call-backs-api';

const callBacksCopy = {
  title: 'Call-back requests',
  intro:
    'Callers who asked by USSD to be called back, and customers who reported a claim by USSD: call them, help them (a claim is made with its documents on the web or on WhatsApp), then mark it done with what came of the call.',
  none: 'Nobody is waiting for a call.',
  kinds: { 'callback.requested': 'Call me back', 'claim.reported': 'Claim reported' },
  noAccount: 'No account',
  done: 'Done',
  note: 'What came of the call?',
  noteHint: 'At least 5 characters; kept with the request and in the audit log.',
  submit: 'Mark done',
  cancel: 'Cancel',
} as const;

/** Support's call-backs (issue 41): the open `support` work items, each with a done action. */
export function CallBacksSection() {
  const list = useCallBacks();
  const [closing, setClosing] = useState<number | null>(null);
  const rows = list.data ?? [];
  const chosen = rows.find((r) => r.id === closing) ?? null;
  return (
    <section aria-labelledby="call-backs-title">
      <h2 className="admin__subtitle" id="call-backs-title">
        {callBacksCopy.title}
      </h2>
      <p className="admin-claims__intro">{callBacksCopy.intro}</p>
      <QueryState query={list}>
        {(rows) => (rows.length === 0 ? <p>{callBacksCopy.none}</p> : null)}
      </QueryState>
      {rows.length > 0 ? (
        <DataTable
          label="Call-backs waiting"
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { header: 'Since', cell: (r) => when(r.since) },
            { header: 'Why', cell: (r) => callBacksCopy.kinds[r.kind] },
            { header: 'Customer', cell: (r) => r.customer_name ?? callBacksCopy.noAccount },
            { header: 'Number to call', cell: (r) => r.phone ?? '—' },
            { header: 'Details', cell: (r) => r.note },
            {
              header: 'Action',
              cell: (r) => (
                <Button
                  variant="secondary"
                  aria-label={`Mark the call-back to ${r.customer_name ?? r.phone ?? r.id} done`}
                  onClick={() => setClosing(r.id)}
                >
                  {callBacksCopy.done}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {chosen ? <DoneForm key={chosen.id} item={chosen} onClose={() => setClosing(null)} /> : null}
    </section>
  );
}

function DoneForm({ item, onClose }: { item: CallBack; onClose: () => void }) {
  const done = useCallBackDone();
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ note }) => {
    setFormError(null);
    done.mutate(
      { id: item.id, note },
      {
        onSuccess: onClose,
        onError: (error) => setFormError(applyServerErrors(error, form.setError, ['note'])),
      },
    );
  });
  return (
    <form
      className="admin-form"
      aria-label={`Call-back to ${item.customer_name ?? item.phone ?? item.id}`}
      onSubmit={onSubmit}
      noValidate
    >
      <TextField
        label={callBacksCopy.note}
        hint={callBacksCopy.noteHint}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <FormError variant="line" message={formError} />
      <FormActions submit={callBacksCopy.submit} busy={done.isPending} className="admin-actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          {callBacksCopy.cancel}
        </Button>
      </FormActions>
    </form>
  );
}
