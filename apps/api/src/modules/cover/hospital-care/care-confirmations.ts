import { careCopy, formatCalendarDate, formatKobo, type CareConfirmation } from '@alaafia/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { careConfirmations } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { notify } from '../../platform/messaging/index.js';
import { raiseWorkItem } from '../../platform/work-queue/index.js';
import { findPreauthorisation, hospitalById } from './hospital-care.repo.js';
import { benefitName } from './preauthorisations.service.js';

/**
 * The member confirms the care (issue 39 item 6; docs/business-rules.md, 'The member confirms the
 * care'). When a hospital records the final bill of a pre-authorisation (the code was used) or a
 * primary-care visit, the member is asked, once, through messaging (SMS, or WhatsApp for a member
 * who chose it, in their language), whether they received that care; the answer comes back on the
 * dashboard's page `/care?question=<id>`. 'No' opens a case for a claims officer (`care.not_received`).
 */

type CareRow = typeof careConfirmations.$inferSelect;

/** What the member is asked about: a pre-authorisation used, or a visit. */
type CareAsked = {
  customerId: number;
  policyId: number;
  hospitalId: number;
  hospitalName: string;
  careDate: string;
  now: Date;
  appUrl: string;
} & ({ preauthorisationId: number; benefit: string } | { visitId: number });

/**
 * Asks the member, in the caller's transaction: one question per pre-authorisation or visit (a
 * second call for the same one asks nothing), told through notify (its key is the question's).
 */
export async function askMemberAboutCare(tx: DbOrTx, input: CareAsked): Promise<void> {
  const [row] = await tx
    .insert(careConfirmations)
    .values({
      customerId: input.customerId,
      policyId: input.policyId,
      hospitalId: input.hospitalId,
      preauthorisationId: 'preauthorisationId' in input ? input.preauthorisationId : null,
      visitId: 'visitId' in input ? input.visitId : null,
      careDate: input.careDate,
      askedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  await notify(tx, {
    customerId: input.customerId,
    event: 'care.confirm',
    key: `care-confirmation:${row.id}`,
    params: {
      hospital: input.hospitalName,
      kind: 'preauthorisationId' in input ? 'preauthorisation' : 'visit',
      benefit: 'benefit' in input ? input.benefit : '',
      date: formatCalendarDate(input.careDate),
      link: `${input.appUrl.replace(/\/$/, '')}/care?question=${row.id}`,
    },
    at: input.now,
  });
}

async function answerOf(db: DbOrTx, row: CareRow): Promise<CareConfirmation> {
  const hospital = await hospitalById(db, row.hospitalId);
  const pre = row.preauthorisationId
    ? await findPreauthorisation(db, row.preauthorisationId)
    : null;
  return {
    id: row.id,
    kind: row.preauthorisationId ? 'preauthorisation' : 'visit',
    hospital: hospital?.name ?? '',
    benefit: pre ? benefitName(pre.preauthorisation.benefit) : null,
    care_date: row.careDate,
    asked_at: row.askedAt.toISOString(),
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** The customer's own question, or 404 (another customer's link is 404, never theirs to read). */
async function ownRow(db: DbOrTx, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(careConfirmations)
    .where(and(eq(careConfirmations.id, id), eq(careConfirmations.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(careCopy.notFound);
  return row;
}

export function createCareConfirmations(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  return {
    async get(customerId: number, id: number) {
      return answerOf(db, await ownRow(db, customerId, id));
    },

    /** The customer's questions, newest first (the unanswered ones are what the dashboard shows). */
    async list(customerId: number) {
      const rows = await db
        .select()
        .from(careConfirmations)
        .where(eq(careConfirmations.customerId, customerId))
        .orderBy(desc(careConfirmations.id))
        .limit(50);
      return Promise.all(rows.map((row) => answerOf(db, row)));
    },

    /**
     * The member's answer, once: a second answer (either way) changes nothing and answers the first.
     * 'No' opens a case for the claims team naming the hospital and the pre-authorisation or visit.
     */
    async answer(customerId: number, id: number, received: boolean) {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const row = await ownRow(tx, customerId, id, true);
        if (row.answer !== null) return answerOf(tx, row);
        const [answered] = await tx
          .update(careConfirmations)
          .set({ answer: received ? 'yes' : 'no', answeredAt: now })
          .where(and(eq(careConfirmations.id, id), isNull(careConfirmations.answer)))
          .returning();
        if (!received) await openNotReceivedCase(tx, answered!, now);
        return answerOf(tx, answered!);
      });
    },
  };
}

/** The claims team's case: the member says the care was not received (one per question). */
async function openNotReceivedCase(tx: DbOrTx, row: CareRow, now: Date) {
  const hospital = await hospitalById(tx, row.hospitalId);
  const where = hospital ? `${hospital.name} (${hospital.code})` : `hospital ${row.hospitalId}`;
  const day = formatCalendarDate(row.careDate);
  let what: string;
  let reference: string;
  let amountKobo: number | null = null;
  if (row.preauthorisationId) {
    const found = await findPreauthorisation(tx, row.preauthorisationId);
    const p = found?.preauthorisation;
    reference = p?.code ?? `preauthorisation ${row.preauthorisationId}`;
    amountKobo = p?.payableKobo ?? null;
    what = `pre-authorisation ${row.preauthorisationId} (code ${reference}, ${p ? benefitName(p.benefit) : 'health plan'}, final bill ${p?.finalBillKobo == null ? 'not recorded' : formatKobo(p.finalBillKobo)})`;
  } else {
    reference = `visit ${row.visitId}`;
    what = `the primary-care visit ${row.visitId}`;
  }
  await raiseWorkItem(tx, {
    kind: 'care.not_received',
    subject: `care-confirmation:${row.id}`,
    customerId: row.customerId,
    transactionReference: reference,
    amountKobo,
    note: `The member says they did not receive the care ${where} recorded on ${day}: ${what}. Check with the hospital before its capitation statement pays it.`,
    now,
  });
}
