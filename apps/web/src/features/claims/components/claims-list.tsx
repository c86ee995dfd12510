import {
  lagosTime,
  formatNaira,
  type Claim,
  type ClaimPayout,
  type ClaimStatus,
  type ClaimTimelineEntry,
  toAPersonNote,
  type PayoutStatus,
} from '@alaafia/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '#components/ui/button.js';
import { ConfirmDialog } from '#components/ui/confirm-dialog.js';
import { claimSubject } from '../claim-options';
import '../claims.css';
import type { DateWords } from '#lib/dates.js';
import { useDates, useT } from '#lib/i18n.js';
import type { MessageKey, Translate } from '@alaafia/i18n';

/** What a customer reads for each payout's state (a paid or approved payout as its claim says it). */
const PAYOUT_WORDS: Readonly<Record<PayoutStatus, MessageKey>> = {
  scheduled: 'claims.payout.scheduled',
  awaiting_approval: 'claims.payout.awaiting_approval',
  approved: 'claims.status.approved',
  sending: 'claims.payout.sending',
  paid: 'claims.status.paid',
  failed: 'claims.payout.delayed',
  reversed: 'claims.payout.delayed',
  cancelled: 'claims.payout.cancelled',
};

/**
 * A timeline entry's note in the page's language: a note the system wrote by its words
 * (`claims.note.<copy>`, claimNoteCopy's English), an officer's or the customer's own as written.
 */
function noteOf(t: Translate, entry: ClaimTimelineEntry): string | null {
  if (entry.note_copy === 'toAPerson') return toAPersonNote(t, entry.note_values ?? {});
  if (entry.note_copy) return t(`claims.note.${entry.note_copy}`, entry.note_values ?? {});
  return entry.note;
}

function statusTone(status: ClaimStatus): string {
  if (status === 'paid' || status === 'approved' || status === 'paying') return 'good';
  if (status === 'rejected') return 'bad';
  if (status === 'info_requested') return 'wait';
  return 'muted';
}

function payoutTone(status: PayoutStatus): string {
  if (status === 'paid') return 'good';
  if (status === 'failed' || status === 'reversed') return 'bad';
  if (status === 'cancelled') return 'muted';
  return 'wait';
}

/** A moment of the claim's clock, with its Lagos time: '7 December 2026, 10:02'. */
function moment(dates: DateWords, at: string): string {
  return `${dates.moment(at)}, ${lagosTime(new Date(at))}`;
}

/** Filed, approved, paid, each with its time (issue 39): how long the claim took, as it went. */
function ClaimClock({ clock }: { clock: Claim['clock'] }) {
  const t = useT();
  const dates = useDates();
  const parts = [
    t('claims.clockFiled', { at: moment(dates, clock.filed_at) }),
    clock.approved_at ? t('claims.clockApproved', { at: moment(dates, clock.approved_at) }) : null,
    clock.paid_at ? t('claims.clockPaid', { at: moment(dates, clock.paid_at) }) : null,
  ].filter((p): p is string => p !== null);
  return <p className="claim-card__meta claim-card__clock">{parts.join(' · ')}</p>;
}

function Payouts({ payouts }: { payouts: readonly ClaimPayout[] }) {
  const t = useT();
  const dates = useDates();
  return (
    <ol className="claim-payouts" aria-label={t('claims.payments')}>
      {payouts.map((p) => (
        <li key={p.id} className="claim-payouts__item">
          <span>
            {p.status === 'paid' && p.paid_at ? dates.moment(p.paid_at) : dates.day(p.due_date)}
          </span>
          <span className="claim-payouts__amount">{formatNaira(p.amount)}</span>
          <span className={`claim-badge claim-badge--${payoutTone(p.status)}`}>
            {t(PAYOUT_WORDS[p.status])}
          </span>
        </li>
      ))}
    </ol>
  );
}

type ClaimsListProps = {
  claims: readonly Claim[];
  /** An income claim's 'still out of work?' answer. */
  onConfirm: (claimId: number, stillUnemployed: boolean) => void;
  /** The claim whose answer is being saved. */
  confirming: number | null;
  confirmError: number | null;
  /** A claim waiting for the customer's answer to a request for information: the form to answer. */
  infoForm?: (claim: Claim) => ReactNode;
};

/**
 * The customer's claims (issue 17), newest first: what was claimed, its state and service clock
 * (decision or payment due by), the payouts (paid and scheduled), the timeline, and for an income
 * claim whose next payment waits for it, 'Are you still out of work?'.
 */
export function ClaimsList({
  claims,
  onConfirm,
  confirming,
  confirmError,
  infoForm,
}: ClaimsListProps) {
  const t = useT();
  const dates = useDates();
  const [stopping, setStopping] = useState<number | null>(null);
  return (
    <>
      <ul className="claims__list">
        {claims.map((claim) => {
          const titleId = `claim-${claim.id}-title`;
          return (
            <li key={claim.id} className="claim-card" aria-labelledby={titleId}>
              <div className="claim-card__head">
                <h3 className="claim-card__title" id={titleId}>
                  {t(`frame.product.line.${claim.product_uid}`)}: {claimSubject(t, claim)}
                </h3>
                <span className={`claim-badge claim-badge--${statusTone(claim.status)}`}>
                  {t(`claims.status.${claim.status}`)}
                </span>
              </div>
              <p className="claim-card__meta">
                {t('claims.claimNumber')} {claim.claim_number} ·{' '}
                {t('claims.filedOn', { date: dates.moment(claim.created_at) })}
                {claim.amount_approved !== null
                  ? ` · ${t('claims.amountApproved', { amount: formatNaira(claim.amount_approved) })}`
                  : ''}
              </p>
              <ClaimClock clock={claim.clock} />
              {claim.less_reason ? (
                <p className="claim-card__meta">
                  {t('claims.lessReason', { reason: claim.less_reason })}
                </p>
              ) : null}
              {claim.limits_left && claim.benefit && claim.benefit !== 'hospital_refund' ? (
                <p className="claim-card__meta">
                  {t('claims.leftThisYear', {
                    left: formatNaira(claim.limits_left.benefits[claim.benefit].left),
                    limit: formatNaira(claim.limits_left.benefits[claim.benefit].limit),
                  })}
                </p>
              ) : null}
              {claim.due_for && claim.due_by ? (
                <p className={`claim-card__due${claim.late ? ' claim-card__due--late' : ''}`}>
                  {claim.due_for === 'decision'
                    ? t('claims.dueDecision', { date: dates.moment(claim.due_by) })
                    : t('claims.duePayment', { date: dates.moment(claim.due_by) })}
                </p>
              ) : null}
              {claim.premium_unpaid_due_on ? (
                <p className="claim-card__due" role="status">
                  {/* heldForPremiumCopy.onClaim, in the page's language with its day. */}
                  {t('claims.heldForPremium.onClaim', {
                    due: dates.day(claim.premium_unpaid_due_on),
                  })}
                </p>
              ) : null}
              {claim.status === 'info_requested' && infoForm ? infoForm(claim) : null}
              {claim.confirmation_due_by ? (
                <div className="claim-confirm" role="group" aria-labelledby={`${titleId}-confirm`}>
                  <h4 id={`${titleId}-confirm`}>{t('claims.stillOutOfWorkTitle')}</h4>
                  <p>
                    {t('claims.stillOutOfWorkText', {
                      date: dates.moment(claim.confirmation_due_by),
                    })}
                  </p>
                  {confirmError === claim.id ? (
                    <p className="ui-field__error" role="alert">
                      {t('claims.confirmFailed')}
                    </p>
                  ) : null}
                  <div className="claim-confirm__actions">
                    <Button
                      loading={confirming === claim.id}
                      onClick={() => onConfirm(claim.id, true)}
                    >
                      {t('claims.stillOutOfWork')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={confirming === claim.id}
                      onClick={() => setStopping(claim.id)}
                    >
                      {t('claims.foundWork')}
                    </Button>
                  </div>
                </div>
              ) : null}
              {claim.payouts.length > 0 ? (
                <>
                  <h4 className="claim-section-title">{t('claims.payments')}</h4>
                  <Payouts payouts={claim.payouts} />
                </>
              ) : null}
              <details>
                <summary>{t('claims.showTimeline')}</summary>
                <ol className="claim-timeline" aria-label={t('claims.timeline')}>
                  {claim.timeline.map((entry, i) => (
                    <li key={`${entry.at}-${i}`}>
                      <span className="claim-timeline__label">
                        {t(`claims.status.${entry.status}`)}
                      </span>
                      <span className="claim-timeline__when">{dates.moment(entry.at)}</span>
                      {noteOf(t, entry) ? (
                        <span className="claim-timeline__note">{noteOf(t, entry)}</span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={stopping !== null}
        title={t('claims.foundWork')}
        text={t('claims.foundWorkConfirm')}
        confirmLabel={t('claims.foundWorkYes')}
        cancelLabel={t('claims.keepPayments')}
        onCancel={() => setStopping(null)}
        onConfirm={() => {
          if (stopping !== null) onConfirm(stopping, false);
          setStopping(null);
        }}
      />
    </>
  );
}
