import {
  CLAIM_AUTOMATION_EVIDENCE_TYPES,
  careCopy,
  formatCalendarDate,
  formatKobo,
  HEALTH_BENEFIT_RULES,
  HOSPITAL_REFUND,
  monthOf,
  type AskedToPayRefundBody,
  type Kobo,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { policies } from '../../../db/schema/index.js';
import { findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { raiseWorkItem } from '../../platform/work-queue/index.js';
import { findCapitationStatement, preauthorisationsOfMemberAt } from '../hospital-care/index.js';
import { findHospitalAnyState } from '../hospitals/index.js';
import { caseForRefund, caseOfClaim, linkRefundClaim } from './asked-to-pay.js';
import { refuse } from './claim-cover.js';
import { fileClaim } from './claim-filing.js';
import type { ClaimRow } from './claim-moves.js';

/**
 * The refund claim of a member who paid a hospital of the network for covered care (issue 39 item
 * 6; docs/business-rules.md, 'Asked to pay at the hospital'): filed for them from their "asked to
 * pay" case on their health plan (HI), under its own benefit `hospital_refund`, by claim filing's
 * own checks (cover on the day of the visit, the payout account in their name, the evidence); the
 * rules always leave it to a claims officer; once approved, finance recovers it from the hospital.
 */

/** The case's own benefit key: one open claim per case (the claims' unique index), as per benefit. */
const refundKeyOf = (caseId: number) => `${HOSPITAL_REFUND.benefit}:case:${caseId}`;

/**
 * POST /local/customers/{id}/asked-to-pay/{caseId}/refund-claim: the member says what they paid,
 * for what care, with the receipt and the payout account. A case not theirs is 403, one whose refund
 * claim was made already 409; a receipt that is not theirs or not a PDF, JPG or PNG, an amount over
 * what the plan had left that month, care the plan did not cover that day or an account not in their
 * verified name is a 422 on its field. Nothing is kept then.
 */
export async function fileHospitalRefund(
  deps: Pick<AppContext, 'database' | 'now' | 'identity' | 'cipher'>,
  customerId: number,
  caseId: number,
  body: AskedToPayRefundBody,
) {
  const { db } = deps.database;
  const found = await caseForRefund(db, customerId, caseId);
  const receipt = await findOwnUploadByUrl(db, customerId, body.receipt, 'claim_document');
  if (!receipt) throw refuse('receipt', careCopy.receiptNotFound);
  if (!CLAIM_AUTOMATION_EVIDENCE_TYPES.includes(receipt.contentType)) {
    throw refuse('receipt', careCopy.receiptType);
  }
  const hospital = await findHospitalAnyState(db, found.hospitalId);
  return fileClaim(
    deps,
    customerId,
    {
      product_uid: 'HI',
      benefit: HOSPITAL_REFUND.benefit,
      benefitKey: refundKeyOf(caseId),
      date_of_event: found.visitDate,
      amount_claimed: body.amount_paid,
      care: body.care,
      documents: [body.receipt],
      bank_code: body.bank_code,
      account_number: body.account_number,
      description: `Paid ${hospital?.name ?? 'the hospital'} for ${HEALTH_BENEFIT_RULES[body.care].name.toLowerCase()} on ${formatCalendarDate(found.visitDate)} (asked-to-pay case ${caseId}).`,
    },
    (tx, claim) =>
      linkRefundClaim(tx, {
        caseId,
        claimId: claim.id,
        care: body.care,
        receiptUploadId: receipt.id,
      }),
  );
}

/**
 * When a claims officer approves a hospital refund (claim-decisions.ts), finance is asked to recover
 * it from the hospital, which should not have charged the member (a work item, `care.refund_recovery`):
 * primary care is paid by the hospital's capitation for the month of the visit; other care by the
 * pre-authorisation the hospital asked for, or should have asked for. The item names which.
 */
export async function raiseRefundRecovery(tx: DbOrTx, claim: ClaimRow, amount: Kobo, now: Date) {
  const found = await caseOfClaim(tx, claim.id);
  if (!found?.care) return;
  const hospital = await findHospitalAnyState(tx, found.hospitalId);
  const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId));
  const month = monthOf(found.visitDate);
  const care = HEALTH_BENEFIT_RULES[found.care].name;
  let grounds: string;
  if (found.care === 'primary_care') {
    const statement = await findCapitationStatement(tx, found.hospitalId, month);
    grounds = `Primary care is paid by capitation: the hospital's capitation for ${month}${statement ? ` (statement ${statement.id})` : ' (statement not yet made)'} covers this visit.`;
  } else {
    const requests = (
      await preauthorisationsOfMemberAt(tx, claim.policyId, found.hospitalId, month)
    ).filter((p) => p.benefit === found.care);
    grounds =
      requests.length === 0
        ? `${care} needs a pre-authorisation: the hospital asked for none in ${month}, and should have asked rather than charge the member.`
        : `${care} was pre-authorised: ${requests.map((p) => `request ${p.id} (${p.status}${p.code ? `, code ${p.code}` : p.provisionalCode ? `, provisional code ${p.provisionalCode}` : ''})`).join(', ')}; the hospital is paid through it.`;
  }
  await raiseWorkItem(tx, {
    kind: 'care.refund_recovery',
    claimId: claim.id,
    customerId: claim.customerId,
    transactionReference: claim.claimNumber,
    amountKobo: amount,
    note: `Recover ${formatKobo(amount)} from ${hospital?.name ?? 'the hospital'} (${hospital?.code ?? ''}): claim ${claim.claimNumber} refunds member ${policy?.memberNumber ?? ''} what the hospital charged for ${care.toLowerCase()} on ${formatCalendarDate(found.visitDate)} (asked-to-pay case ${found.id}). ${grounds}`,
    now,
  });
}
