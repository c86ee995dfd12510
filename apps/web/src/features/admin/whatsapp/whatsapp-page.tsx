import type { WhatsAppConversation } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import { CallBacksSection } from './call-backs-section';
import { useWhatsAppActions, useWhatsAppConversations, useWhatsAppHistory } from './whatsapp-api';
import '../claims/claims-admin.css';

export const whatsappInboxCopy = {
  title: 'Support',
  whatsapp: 'WhatsApp',
  intro:
    'Customers who asked to talk to a person. Read the conversation, reply within 24 hours of their last message, and hand it back to the menu when you are done.',
  none: 'Nobody is waiting.',
  reply: 'Reply (the customer receives it on WhatsApp)',
  send: 'Send the reply',
  handBack: 'Hand back to the menu',
  windowClosed:
    'The customer last wrote more than 24 hours ago: no reply can go until they write again.',
  us: 'Alaafia',
  staff: 'Support',
  customer: 'Customer',
} as const;

/**
 * The support team's page: the WhatsApp channel's inbox (issue 40) and the call-backs asked for by
 * USSD (issue 41). Reviewers, claims officers, administrators.
 */
export function WhatsAppPage() {
  const list = useWhatsAppConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = list.data ?? [];
  const open = rows.find((c) => c.wa_id === openId) ?? null;
  return (
    <section aria-labelledby="whatsapp-title" className="admin-claims">
      <h1 className="admin__title" id="whatsapp-title">
        {whatsappInboxCopy.title}
      </h1>
      <CallBacksSection />
      <h2 className="admin__subtitle">{whatsappInboxCopy.whatsapp}</h2>
      <p className="admin-claims__intro">{whatsappInboxCopy.intro}</p>
      <QueryState query={list}>
        {(rows) => (rows.length === 0 ? <p>{whatsappInboxCopy.none}</p> : null)}
      </QueryState>
      <div className="admin-claims__layout">
        <DataTable
          label="Conversations waiting"
          rows={rows}
          rowKey={(c) => c.wa_id}
          rowProps={(c) => ({
            className: c.wa_id === openId ? 'admin-claims__row--open' : undefined,
          })}
          columns={[
            {
              header: 'Customer',
              cell: (c) => (
                <Button
                  variant="link"
                  className="admin-claims__number"
                  aria-pressed={c.wa_id === openId}
                  onClick={() => setOpenId(c.wa_id)}
                >
                  {c.customer_name ?? `+${c.wa_id}`}
                </Button>
              ),
            },
            { header: 'Waiting since', cell: (c) => when(c.waiting_since) },
            {
              header: 'Last message',
              cell: (c) => (c.last_message_at ? when(c.last_message_at) : ''),
            },
          ]}
        />
        {open ? <Conversation key={open.wa_id} conversation={open} /> : null}
      </div>
    </section>
  );
}

function Conversation({ conversation }: { conversation: WhatsAppConversation }) {
  const id = useId();
  const history = useWhatsAppHistory(conversation.wa_id);
  const { reply, handBack } = useWhatsAppActions(conversation.wa_id);
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(({ text }) => {
    setError(null);
    reply.mutate(text, {
      onSuccess: () => {
        form.reset();
        void history.refetch();
      },
      onError: (cause) => setError(errorMessageOf(cause, 'text')),
    });
  });
  return (
    <article className="admin-claim" aria-labelledby={`${id}-title`}>
      <h2 className="admin__subtitle" id={`${id}-title`}>
        {conversation.customer_name ?? `+${conversation.wa_id}`}
      </h2>
      <QueryState query={history}>
        {(items) => (
          <ol className="admin-whatsapp__history" aria-label="Conversation">
            {items.map((m) => (
              <li
                key={m.id}
                className={`admin-whatsapp__message admin-whatsapp__message--${m.direction}`}
              >
                <strong>
                  {m.direction === 'in'
                    ? whatsappInboxCopy.customer
                    : m.by_staff
                      ? whatsappInboxCopy.staff
                      : whatsappInboxCopy.us}
                </strong>{' '}
                <span className="admin-complaint__text">{m.text}</span> <small>{when(m.at)}</small>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {conversation.window_open ? (
        <form className="admin-form admin-claim__decision" onSubmit={submit} noValidate>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-text`}>
              {whatsappInboxCopy.reply}
            </label>
            <textarea
              id={`${id}-text`}
              className="ui-input admin-claim__reason"
              rows={4}
              maxLength={4096}
              {...form.register('text')}
            />
          </div>
          <FormActions submit={whatsappInboxCopy.send} busy={reply.isPending} />
        </form>
      ) : (
        <p>{whatsappInboxCopy.windowClosed}</p>
      )}
      <Button
        variant="secondary"
        loading={handBack.isPending}
        onClick={() =>
          handBack.mutate(undefined, { onError: (cause) => setError(errorMessageOf(cause)) })
        }
      >
        {whatsappInboxCopy.handBack}
      </Button>
      <FormError variant="line" message={error} />
    </article>
  );
}
