import {
  CLAIM_LATE_NOTICE_DAYS,
  claimBenefitLabel,
  CLAIM_REJECTION_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  EI_CLAIM_REASONS,
  formatCalendarDate,
  formatNaira,
  HTCI_BENEFITS,
  isSettledClaim,
  type AdminClaim,
  type ClaimDecision,
  isClaimStatus,
  type ClaimStatus,
  type HtciBenefit,
  PRODUCT_LINES,
} from '@alaafia/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';
import { Select } from '#components/ui/select.js';
import { DocumentFrame } from '../shared/document-frame';
import { DecisionForm, DECISIONS } from './claim-decision-form';
import { useAdminClaims, useClaimNotices } from './claims-api';
import './claims-admin.css';
import { formatLagosTime as when } from '#lib/format-time.js';

/** The queue's words that are not the domain's. */
const claimsQueueCopy = {
  /** NIIRA 2025 s.210: 60 days from filing to settlement (issue 39 item 7). */
  statutoryDaysLeft: (days: number) =>
    days === 0 ? 's.210: time is up' : `s.210: ${days} ${days === 1 ? 'day' : 'days'} left`,
} as const;

function subject(c: AdminClaim): string {
  if (c.reason) return EI_CLAIM_REASONS[c.reason].label;
  if (c.benefit) return claimBenefitLabel(c.benefit);
  return '—';
}

/** Decided by an officer now: waiting for a decision (the customer has not been asked for more). */
function awaitsDecision(c: AdminClaim): boolean {
  return c.status === 'submitted' || c.status === 'in_review';
}

const STATUS_OPTIONS = [
  { value: '', label: 'All claims' },
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] })),
];

/**
 * Claims officers: the queue sorted by what is due (decision or payment), late ones flagged, and a
 * claim opened beside it with its evidence inline and the decision form (issue 17).
 */
export function ClaimsPage() {
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  // ?claim=<id> opens that claim (the link from a file already used in another claim).
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('claim')) || null;
  const [openId, setOpenIdState] = useState<number | null>(linked);
  const setOpenId = (id: number | null) => {
    setOpenIdState(id);
    if (params.has('claim')) setParams({}, { replace: true });
  };
  const shownId = linked ?? openId;
  const claims = useAdminClaims(status);
  const notices = useClaimNotices();
  // In the API's order (what is due first, then no clock running, then settled), page after page.
  const ordered = claims.data ?? [];
  const open = ordered.find((c) => c.id === shownId) ?? null;
  return (
    <section aria-labelledby="claims-title" className="admin-claims">
      <h1 className="admin__title" id="claims-title">
        Claims
      </h1>
      <p className="admin-claims__intro">
        Sorted by what is due first. A decision is due 10 working days after a claim is complete;
        payment 72 hours after approval.
      </p>
      {notices.data?.notices.map((notice) => (
        <p key={notice} role="alert" className="admin-claims__notice">
          {notice}
        </p>
      ))}
      <div className="admin-filters">
        <Select
          label="Show"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isClaimStatus(value) ? value : '');
            setOpenId(null);
          }}
        />
      </div>
      <QueryState query={claims}>
        {(rows) => (rows.length === 0 ? <p>No claims here.</p> : null)}
      </QueryState>
      <div className="admin-claims__layout">
        <DataTable
          label="Claims queue"
          rows={ordered}
          rowKey={(c) => c.id}
          rowProps={(c) => ({
            className: c.id === shownId ? 'admin-claims__row--open' : undefined,
          })}
          more={claims}
          columns={[
            // Issue 30: 'Due by' (the queue's order) beside the claim, never the column cut off.
            {
              header: 'Claim',
              cell: (c) => (
                <Button
                  variant="link"
                  className="admin-claims__number"
                  aria-pressed={c.id === shownId}
                  onClick={() => setOpenId(c.id)}
                >
                  {c.claim_number}
                </Button>
              ),
            },
            {
              header: 'Due by',
              className: 'admin-claims__due',
              cell: (c) => (
                <>
                  <span className="admin-claims__when">{c.due_by ? when(c.due_by) : '—'}</span>
                  <span className="admin-claims__flags">
                    {c.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
                    {c.sla_alerted ? (
                      <span className="admin-flag admin-flag--late">60-day alert</span>
                    ) : null}
                    {c.statutory_days_left !== null ? (
                      <span
                        className={`admin-flag${c.statutory_days_left <= 10 ? ' admin-flag--late' : ''}`}
                      >
                        {claimsQueueCopy.statutoryDaysLeft(c.statutory_days_left)}
                      </span>
                    ) : null}
                    {c.late_notice ? <span className="admin-flag">Late notice</span> : null}
                    {c.shared_files.length > 0 ? (
                      <span className="admin-flag admin-flag--late">File used before</span>
                    ) : null}
                  </span>
                </>
              ),
            },
            { header: 'Customer', cell: (c) => c.customer.name },
            {
              header: 'For',
              cell: (c) => (
                <>
                  {PRODUCT_LINES[c.product_uid]}: {subject(c)}
                </>
              ),
            },
            { header: 'Status', cell: (c) => c.status_label },
          ]}
        />
        {open ? <ClaimDetail key={open.id} claim={open} /> : null}
      </div>
    </section>
  );
}

function ClaimDetail({ claim }: { claim: AdminClaim }) {
  // Kept here: once decided, the claim leaves the states the form is for, and the form goes.
  const [saved, setSaved] = useState<ClaimDecision | null>(null);
  return (
    <article className="admin-claim" aria-labelledby="claim-detail-title">
      <h2 className="admin__subtitle" id="claim-detail-title">
        Claim {claim.claim_number}
      </h2>
      <dl className="admin-claim__facts">
        <dt>Customer</dt>
        <dd>
          {claim.customer.name}
          {claim.customer.phone ? ` · ${claim.customer.phone}` : ''}
          {claim.customer.email ? ` · ${claim.customer.email}` : ''}
        </dd>
        <dt>Policy</dt>
        <dd>
          {claim.policy_number} ({PRODUCT_LINES[claim.product_uid]})
        </dd>
        <dt>For</dt>
        <dd>
          {subject(claim)}
          {claim.asked_to_pay_case_id !== null ? (
            <>
              {' '}
              (the member&apos;s{' '}
              <Link to="/admin/preauthorisations">
                asked-to-pay case {claim.asked_to_pay_case_id}
              </Link>
              ; recovered from the hospital once approved)
            </>
          ) : null}
        </dd>
        <dt>
          {claim.product_uid === 'EI'
            ? 'Date of job loss'
            : claim.product_uid === 'HI'
              ? 'Date of the visit'
              : 'Date of the event'}
        </dt>
        <dd>
          {formatCalendarDate(claim.date_of_loss)}
          {claim.late_notice ? (
            <span className="admin-flag">
              Late notice: reported more than {CLAIM_LATE_NOTICE_DAYS} days after
            </span>
          ) : null}
          {claim.cover_unconfirmed ? (
            <span className="admin-flag">
              Check cover: this date is before the policy&apos;s history began
            </span>
          ) : null}
        </dd>
        {claim.product_uid === 'EI' ? (
          <>
            <dt>Told of the job loss before buying</dt>
            <dd>
              {claim.notice_before_purchase === null
                ? 'Not asked'
                : claim.notice_before_purchase
                  ? 'Yes (excluded)'
                  : 'No'}
            </dd>
          </>
        ) : null}
        {claim.limits_left ? (
          <>
            <dt>Left this policy year</dt>
            <dd>
              <ul className="admin-claim__limits">
                {(Object.keys(claim.limits_left.benefits) as HtciBenefit[]).map((b) => (
                  <li key={b}>
                    {HTCI_BENEFITS[b].label}: {formatNaira(claim.limits_left!.benefits[b].left)} of{' '}
                    {formatNaira(claim.limits_left!.benefits[b].limit)}
                  </li>
                ))}
                <li>
                  In all: {formatNaira(claim.limits_left.total.left)} of{' '}
                  {formatNaira(claim.limits_left.total.limit)} (
                  {formatCalendarDate(claim.limits_left.year_from)} to{' '}
                  {formatCalendarDate(claim.limits_left.year_to)})
                </li>
              </ul>
            </dd>
          </>
        ) : null}
        {claim.amount_claimed !== null ? (
          <>
            <dt>Amount claimed</dt>
            <dd>{formatNaira(claim.amount_claimed)}</dd>
          </>
        ) : null}
        {claim.amount_approved !== null ? (
          <>
            <dt>Amount approved</dt>
            <dd>{formatNaira(claim.amount_approved)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          {claim.status_label}
          {claim.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
        </dd>
        {claim.rejection_code ? (
          <>
            <dt>Reason code</dt>
            <dd>{CLAIM_REJECTION_LABELS[claim.rejection_code]}</dd>
          </>
        ) : null}
        {isSettledClaim(claim.status) ? null : (
          <>
            <dt>Due by</dt>
            <dd>
              {claim.due_by ? `${when(claim.due_by)} (${claim.due_for ?? ''}) · ` : ''}
              settled by law by {when(claim.statutory_due_by)}
            </dd>
          </>
        )}
        <dt>Paid to</dt>
        <dd>
          {claim.bank.account_name ?? 'Name not checked'} · {claim.bank.bank_code}{' '}
          {claim.bank.account_number}
        </dd>
        {claim.description ? (
          <>
            <dt>{claim.product_uid === 'HI' ? 'Filed from the case' : "Customer's note"}</dt>
            <dd>{claim.description}</dd>
          </>
        ) : null}
      </dl>

      <h3 className="admin-claim__heading">Evidence</h3>
      {claim.evidence.length === 0 ? <p>No documents.</p> : null}
      {claim.shared_files.length > 0 ? (
        <div role="alert" className="admin-claim__shared">
          <ul>
            {claim.shared_files.map((f) => (
              <li key={`${f.document_id}-${f.claim_id}`}>
                The same file ({f.original_name}) was used in claim{' '}
                <Link to={f.url}>{f.claim_number}</Link>.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="admin-evidence">
        {claim.evidence.map((e) => (
          <li key={e.id} className="admin-evidence__item">
            {e.content_type.startsWith('image/') ? (
              <a href={e.url} target="_blank" rel="noreferrer">
                <img src={e.url} alt={`Evidence: ${e.original_name}`} loading="lazy" />
              </a>
            ) : e.content_type === 'application/pdf' ? (
              <DocumentFrame
                className="admin-review__document"
                src={e.url}
                title={`Evidence: ${e.original_name}`}
              />
            ) : null}
            <a href={e.url} target="_blank" rel="noreferrer">
              {e.original_name}
            </a>{' '}
            <span className="admin-evidence__meta">
              {e.content_type === 'application/pdf' ? 'PDF' : e.content_type} ·{' '}
              {Math.max(1, Math.round(e.size / 1024))} KB
            </span>
          </li>
        ))}
      </ul>

      {claim.payouts.length > 0 ? (
        <>
          <h3 className="admin-claim__heading">Payouts</h3>
          <ol className="admin-claim__list">
            {claim.payouts.map((p) => (
              <li key={p.id}>
                {p.sequence}. {formatCalendarDate(p.due_date)} · {formatNaira(p.amount)} ·{' '}
                {p.status.replace(/_/g, ' ')}
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <h3 className="admin-claim__heading">Timeline</h3>
      <ol className="admin-claim__list">
        {claim.timeline.map((t, i) => (
          <li key={`${t.at}-${i}`}>
            {when(t.at)} · {t.label} ({t.by.replace('_', ' ')}){t.note ? `: ${t.note}` : ''}
          </li>
        ))}
      </ol>

      {saved ? (
        <p role="status" className="admin-claim__saved">
          Decision saved: {DECISIONS.find((d) => d.value === saved)?.label}.
        </p>
      ) : null}
      {awaitsDecision(claim) ? <DecisionForm claim={claim} onSaved={setSaved} /> : null}
    </article>
  );
}
