import { formatNaira, type ReviewItem, type ReviewKind } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoadMore } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { DocumentFrame } from '../shared/document-frame';
import { useDecideReview, useReviewQueue } from './reviews-api';
import { formatLagosTime as when } from '#lib/format-time.js';

const QUEUES: { kind: ReviewKind; label: string; empty: string }[] = [
  { kind: 'employment', label: 'Employment letters', empty: 'No employment letter is waiting.' },
  { kind: 'kyc', label: 'Identity checks', empty: 'No identity check is waiting.' },
  {
    kind: 'hospital-change',
    label: 'Hospital changes',
    empty: 'No hospital change request is waiting.',
  },
];

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Yes' : 'No');
const KYC_REASONS: Record<string, string> = {
  name_taken_from_id: 'The name was taken from an ID record shown after a mismatch',
  name_only_match: "Only the name matched: the record's phone is not the customer's",
  licence_image: "A driver's licence sent with a picture",
};

/** Reviewers: the three work queues, each item with its evidence and the decision form. */
export function ReviewsPage() {
  return (
    <section aria-labelledby="reviews-title">
      <h1 className="admin__title" id="reviews-title">
        Reviews
      </h1>
      <p>
        Oldest first. The customer is told of every decision by SMS, e-mail and in the app; a
        rejection needs a reason, which they read.
      </p>
      <Tabs defaultValue="employment">
        <TabsList aria-label="Work queues" className="admin-tabs">
          {QUEUES.map((q) => (
            <TabsTrigger key={q.kind} value={q.kind}>
              <QueueLabel kind={q.kind} label={q.label} />
            </TabsTrigger>
          ))}
        </TabsList>
        {QUEUES.map((q) => (
          <TabsContent key={q.kind} value={q.kind}>
            <Queue kind={q.kind} empty={q.empty} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * A tab's name with how many items wait in it (issue 30), once the queue has answered; until then the
 * count's place is kept (hidden), so the tab does not grow a line under the page when it arrives.
 */
function QueueLabel({ kind, label }: { kind: ReviewKind; label: string }) {
  const queue = useReviewQueue(kind);
  return (
    <>
      {label}
      {queue.data ? (
        <span className="admin-tabs__count">
          {' '}
          ({queue.data.length}
          {queue.hasMore ? '+' : ''})
        </span>
      ) : (
        <span className="admin-tabs__count admin-tabs__count--waiting" aria-hidden="true">
          {' '}
          (0)
        </span>
      )}
    </>
  );
}

function Queue({ kind, empty }: { kind: ReviewKind; empty: string }) {
  const queue = useReviewQueue(kind);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="admin-reviews">
      <p role="status" className="admin-reviews__status">
        {done ?? ''}
      </p>
      <QueryState query={queue}>
        {(items) =>
          items.length === 0 ? (
            <p>{empty}</p>
          ) : (
            items.map((item) => <ReviewCard key={item.id} item={item} onDecided={setDone} />)
          )
        }
      </QueryState>
      <LoadMore more={queue} />
    </div>
  );
}

function ReviewCard({ item, onDecided }: { item: ReviewItem; onDecided: (m: string) => void }) {
  const titleId = useId();
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <header className="admin-review__head">
        <h2 className="admin__subtitle" id={titleId}>
          {item.customer.name || `Customer ${item.customer.id}`}
        </h2>
        <p>
          Sent {when(item.submitted_at)} · {item.customer.email} · {item.customer.phone}
        </p>
      </header>
      <div className="admin-review__body">
        <Evidence item={item} />
        <DecisionForm item={item} onDecided={onDecided} />
      </div>
    </article>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="admin-review__facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Evidence({ item }: { item: ReviewItem }) {
  const e = item.evidence;
  const name = item.customer.name;
  if (e.kind === 'employment') {
    const { letter } = e;
    return (
      <div className="admin-review__evidence">
        {letter.inline ? (
          letter.content_type === 'application/pdf' ? (
            <DocumentFrame
              className="admin-review__document"
              src={letter.url}
              title={`Employment letter of ${name}`}
            />
          ) : (
            <img
              className="admin-review__document"
              src={letter.url}
              alt={`Employment letter of ${name}`}
            />
          )
        ) : (
          <p>This letter is a Word file and cannot be shown here.</p>
        )}
        <p>
          <a href={letter.url} target="_blank" rel="noreferrer">
            Open the letter ({letter.file_name})
          </a>
        </p>
        <Facts
          rows={[
            ['Employer', e.employer_name ?? '—'],
            ['Monthly salary', e.salary === null ? '—' : formatNaira(e.salary)],
            ['Position', e.work_position ?? '—'],
            ['Months in this position', e.number_of_months_in_current_position ?? '—'],
            ['Jobs in 5 years', e.number_of_jobs_in_five_years ?? '—'],
            [
              'Contract',
              e.permanent_staff === null ? '—' : e.permanent_staff ? 'Permanent' : 'Contract',
            ],
            ['Confirmed staff', yesNo(e.is_confirmed_staff)],
            ['Disability', yesNo(e.have_disability)],
          ]}
        />
      </div>
    );
  }
  if (e.kind === 'kyc') {
    return (
      <div className="admin-review__evidence">
        {e.image_url ? (
          <img
            className="admin-review__document"
            src={e.image_url}
            alt={`Driver's licence picture of ${name}`}
          />
        ) : null}
        <Facts
          rows={[
            ['Why it is held', KYC_REASONS[e.reason] ?? e.reason],
            ['ID type', e.id_type.toUpperCase()],
            ['Number', e.document?.number ?? 'Removed by the customer'],
            ['Name on the ID record', e.document?.registered_name || '—'],
            ['Name on the account', name],
            ['Names we showed them', e.names_shown.length ? e.names_shown.join(', ') : '—'],
            ['Checked by', e.document?.provider ?? '—'],
            ['Verified', when(e.document?.verified_at ?? null)],
          ]}
        />
      </div>
    );
  }
  return (
    <div className="admin-review__evidence">
      <Facts
        rows={[
          ['From', e.from_hospital ?? '—'],
          ['To', e.to_hospital],
          ['Their reason', e.change_reason],
          ['Last change approved', when(e.last_change_at)],
        ]}
      />
    </div>
  );
}

type DecisionValues = { decision: 'approve' | 'reject' | ''; reason: string };

function DecisionForm({ item, onDecided }: { item: ReviewItem; onDecided: (m: string) => void }) {
  const decide = useDecideReview(item.kind);
  const form = useForm<DecisionValues>({ defaultValues: { decision: '', reason: '' } });
  const decision = useWatch({ control: form.control, name: 'decision' });
  // Every message of this form is shown under the reason, where the officer writes.
  const error = form.formState.errors.reason?.message;
  const ids = useId();
  const who = item.customer.name || `customer ${item.customer.id}`;
  const fail = (message: string) => form.setError('reason', { message });
  const onSubmit = form.handleSubmit(async ({ decision, reason }) => {
    if (!decision) return fail('Choose approve or reject.');
    if (decision === 'reject' && reason.trim().length < 5)
      return fail('Say why, so we can tell the customer what to do next.');
    try {
      await decide.mutateAsync({
        id: item.id,
        decision,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onDecided(
        `${decision === 'approve' ? 'Approved' : 'Rejected'}: ${who}. They have been told.`,
      );
    } catch (e) {
      fail(errorMessageOf(e, ['reason', 'decision'], 'The decision could not be saved.'));
    }
  });
  return (
    <form
      className="admin-form admin-review__decision"
      onSubmit={onSubmit}
      aria-label={`Decision for ${who}`}
      noValidate
    >
      <fieldset className="admin-form__roles">
        <legend>Decision</legend>
        <label>
          <input type="radio" value="approve" {...form.register('decision')} /> Approve
        </label>
        <label>
          <input type="radio" value="reject" {...form.register('decision')} /> Reject
        </label>
      </fieldset>
      <div className={error ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={`${ids}-reason`}>
          Reason {decision === 'reject' ? '(required)' : '(optional)'}
        </label>
        <p className="ui-field__hint" id={`${ids}-hint`}>
          The customer reads it. Say what is wrong and what to send again.
        </p>
        <textarea
          id={`${ids}-reason`}
          className="ui-input admin-review__reason"
          rows={3}
          maxLength={500}
          required={decision === 'reject'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
          {...form.register('reason')}
        />
        {error ? (
          <p className="ui-field__error" id={`${ids}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <FormActions submit="Save decision" busy={decide.isPending} />
    </form>
  );
}
