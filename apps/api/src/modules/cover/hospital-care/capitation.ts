import {
  addDays,
  capitationMonthsDue,
  capitationTotal,
  kobo,
  koboToNaira,
  lagosDate,
  lastDayOfMonth,
  startOfLagosDay,
  type CapitationStatement,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { notFound } from '../../../lib/http-errors.js';
import { credit, debit, postEntry } from '../../platform/ledger/index.js';
import { closeBatchFailure, recordBatchFailure } from '../../platform/work-queue/index.js';
import { historyCoverOn, policyHistories } from '../policies/index.js';
import {
  approvedUnpaid,
  findCapitationStatement,
  healthPoliciesStartedBy,
  hospitalById,
  hospitalsWithApprovedUnpaid,
  hospitalsWithStatementIn,
  insertCapitationStatement,
  madeStatementsOf,
  markPaidBy,
  type CapitationRow,
} from './hospital-care.repo.js';
import { paymentsOfStatements } from './capitation-payments.js';
import type { capitationPayments } from '../../../db/schema/index.js';

type CapitationPaymentRow = typeof capitationPayments.$inferSelect;

/*
 * Capitation (issue 28, issue 36 item 7; docs/business-rules.md, 'Capitation'): each month, each
 * hospital is owed the members enrolled there on the first of the month × HEALTH_CAPITATION_RATE_KOBO,
 * plus the approved pre-authorisations no statement has paid yet (asked that month or before). The
 * job makes a month's statements on its last day, once per hospital, each stored and posted to the
 * books as payable in its own transaction, dated in the month it covers: paid for the underwriter's
 * account (due to the underwriter / hospital capitation payable, and the underwriter's capitation in
 * its memorandum books; docs/business-rules.md, 'The books').
 */

/** The first moment of the month after `month` (Lagos). */
const endOfMonth = (month: string) => startOfLagosDay(addDays(lastDayOfMonth(month), 1));
/** The last moment of `month` (Lagos): what a statement of it counts up to. */
const lastMomentOf = (month: string) => new Date(endOfMonth(month).getTime() - 1);

type Lines = CapitationRow['lines'];

/**
 * The enrolees of every hospital on a day: members whose policy history says cover was on, each at
 * the hospital they had at the start of that day. One read for all hospitals.
 */
async function enroleesOn(db: DbOrTx, day: string) {
  const candidates = await healthPoliciesStartedBy(db, day);
  const histories = await policyHistories(
    db,
    candidates.map((c) => c.policyId),
  );
  const byHospital = new Map<number, string[]>();
  for (const c of candidates) {
    if (historyCoverOn(histories.get(c.policyId), day) !== 'on') continue;
    const list = byHospital.get(c.hospitalId) ?? [];
    list.push(c.memberNumber!);
    byHospital.set(c.hospitalId, list);
  }
  return byHospital;
}

async function workOut(
  db: DbOrTx,
  hospitalId: number,
  month: string,
  rateKobo: number,
  enrolees: readonly string[],
  decidedBy: Date,
  lock = false,
) {
  const approved = await approvedUnpaid(db, hospitalId, month, decidedBy, lock);
  const preauthorisedKobo = approved.reduce((sum, a) => sum + a.kobo, 0);
  const { capitation, total } = capitationTotal(enrolees.length, rateKobo, preauthorisedKobo);
  const lines: Lines = [
    ...enrolees.map((n) => ({ kind: 'enrolee' as const, member_number: n, amount_kobo: rateKobo })),
    ...approved.map((a) => ({
      kind: 'preauthorisation' as const,
      member_number: a.memberNumber ?? '',
      code: a.code ?? undefined,
      amount_kobo: a.kobo,
    })),
  ];
  return {
    statement: {
      enrolees: enrolees.length,
      rateKobo,
      capitationKobo: capitation,
      preauthorisedKobo: kobo(preauthorisedKobo),
      totalKobo: total,
      lines,
    },
    preauthorisationIds: approved.map((a) => a.id),
  };
}

function toAnswer(
  hospital: { code: string; name: string },
  month: string,
  s: Omit<CapitationRow, 'id' | 'hospitalId' | 'month' | 'createdAt'>,
  draft: boolean,
  payment: CapitationPaymentRow | null = null,
): CapitationStatement {
  return {
    payment:
      payment && payment.status !== 'withdrawn'
        ? {
            id: payment.id,
            status: payment.status,
            amount: koboToNaira(payment.amountKobo),
            proposed_at: payment.proposedAt.toISOString(),
            paid_at: payment.approvedAt?.toISOString() ?? null,
          }
        : null,
    hospital: { code: hospital.code, name: hospital.name },
    month,
    draft,
    enrolees: s.enrolees,
    rate: koboToNaira(s.rateKobo),
    capitation: koboToNaira(s.capitationKobo),
    preauthorised: koboToNaira(s.preauthorisedKobo),
    total: koboToNaira(s.totalKobo),
    lines: s.lines.map((l) => ({
      kind: l.kind,
      member_number: l.member_number,
      ...(l.code ? { code: l.code } : {}),
      amount: koboToNaira(l.amount_kobo),
    })),
  };
}

/**
 * The statements of a month for every hospital with enrolees or approved pre-authorisations to pay:
 * the one the job made, or a draft worked out now (not made yet: the month in progress until its
 * last day). 404 for a month whose first day has not come.
 */
export async function capitationStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
  month: string,
): Promise<CapitationStatement[]> {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  if (`${month}-01` > today) throw notFound('This month has not begun: it has no statement yet.');
  const enrolled = await enroleesOn(db, `${month}-01`);
  const cutoff = lastMomentOf(month);
  const ids = new Set([
    ...enrolled.keys(),
    ...(await hospitalsWithApprovedUnpaid(db, month, cutoff)),
    ...(await hospitalsWithStatementIn(db, month)),
  ]);
  const out: CapitationStatement[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const hospital = (await hospitalById(db, id))!;
    const made = await findCapitationStatement(db, id, month);
    if (made) {
      const payment = (await paymentsOfStatements(db, [made.id])).get(made.id) ?? null;
      out.push(toAnswer(hospital, month, made, false, payment));
      continue;
    }
    const { statement } = await workOut(
      db,
      id,
      month,
      ctx.config.healthCapitationRateKobo,
      enrolled.get(id) ?? [],
      cutoff,
    );
    out.push(toAnswer(hospital, month, statement, true));
  }
  return out;
}

/**
 * When a statement of `month` made at `now` is dated in the books: now, on its last day (the job's
 * first run that day); made later (a run that missed the day), the last moment of that day, so the
 * month it covers carries it.
 */
function capitationPostedAt(month: string, now: Date): Date {
  const end = endOfMonth(month);
  return now < end ? now : new Date(end.getTime() - 1);
}

/**
 * The capitation job (`capitation.monthly`, hourly; makes nothing twice): on a month's last day the
 * statements of that month, and on any day those of the month before that a missed run left unmade
 * (capitationMonthsDue). Each hospital's statement is made on its own (eachOnItsOwn): stored, its
 * pre-authorisations linked to it and posted to the books as payable in one transaction; one that
 * fails is put before finance (`batch.failed`) and tried again on the next run, and the other
 * hospitals are made all the same. A pre-authorisation approved after its month's statement was made
 * is on the next statement of its hospital. Answers how many it made.
 */
export async function makeCapitationStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
): Promise<number> {
  const { db } = ctx.database;
  let made = 0;
  for (const month of capitationMonthsDue(lagosDate(ctx.now()))) {
    const enrolled = await enroleesOn(db, `${month}-01`);
    const cutoff = lastMomentOf(month);
    const ids = new Set([
      ...enrolled.keys(),
      ...(await hospitalsWithApprovedUnpaid(db, month, cutoff)),
    ]);
    const hospitals = [...ids].sort((a, b) => a - b);
    await eachOnItsOwn(
      hospitals,
      async (id) => {
        if (await findCapitationStatement(db, id, month)) return;
        const now = ctx.now();
        const hospital = (await hospitalById(db, id))!;
        const madeNow = await db.transaction(async (tx) => {
          const worked = await workOut(
            tx,
            id,
            month,
            ctx.config.healthCapitationRateKobo,
            enrolled.get(id) ?? [],
            cutoff < now ? cutoff : now,
            true,
          );
          const row = await insertCapitationStatement(tx, {
            hospitalId: id,
            month,
            ...worked.statement,
            createdAt: now,
          });
          if (!row) return false;
          await markPaidBy(tx, row.id, worked.preauthorisationIds);
          await postEntry(tx, {
            at: capitationPostedAt(month, now),
            memo: `Capitation ${month}: ${hospital.name} (${hospital.code}), ${worked.statement.enrolees} enrolees`,
            kind: 'capitation.payable',
            idempotencyKey: `capitation.payable:${id}:${month}`,
            lines: [
              debit('due_to_underwriter', kobo(worked.statement.totalKobo)),
              credit('hospital_capitation_payable', kobo(worked.statement.totalKobo)),
              debit('uw_capitation', kobo(worked.statement.totalKobo)),
              credit('uw_control', kobo(worked.statement.totalKobo)),
            ],
          });
          return true;
        });
        if (madeNow) made += 1;
        await closeBatchFailure(db, `capitation:${id}:${month}`, ctx.now());
      },
      async (id, error) => {
        const hospital = await hospitalById(db, id);
        await recordBatchFailure(db, {
          subject: `capitation:${id}:${month}`,
          what: `The capitation statement of ${month} for ${hospital ? `${hospital.name} (${hospital.code})` : `hospital ${id}`}`,
          error,
          reference: `capitation:${hospital?.code ?? id}:${month}`,
          now: ctx.now(),
        });
      },
    );
  }
  return made;
}

/**
 * One hospital's statements, for its portal (issue 36): the month in progress as a draft while its
 * statement is not made yet (it is on the month's last day), then each month's statement the job
 * made, newest first (at most 24), each with its payment.
 */
export async function hospitalStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
  hospitalId: number,
): Promise<CapitationStatement[]> {
  const { db } = ctx.database;
  const hospital = await hospitalById(db, hospitalId);
  if (!hospital) throw notFound();
  const now = ctx.now();
  const month = lagosDate(now).slice(0, 7);
  const made = await madeStatementsOf(db, hospitalId, 24);
  const payments = await paymentsOfStatements(
    db,
    made.map((m) => m.id),
  );
  const statements = made.map((m) =>
    toAnswer(hospital, m.month, m, false, payments.get(m.id) ?? null),
  );
  if (made.some((m) => m.month === month)) return statements;
  const enrolled = await enroleesOn(db, `${month}-01`);
  const { statement } = await workOut(
    db,
    hospitalId,
    month,
    ctx.config.healthCapitationRateKobo,
    enrolled.get(hospitalId) ?? [],
    now,
  );
  return [toAnswer(hospital, month, statement, true), ...statements];
}

/** The CSV finance downloads: one row per line of each statement, then each hospital's total. */
export const CAPITATION_CSV_COLUMNS = [
  'month',
  'hospital_code',
  'hospital',
  'kind',
  'member_number',
  'code',
  'amount_naira',
  'draft',
] as const;

export function capitationCsvRows(statements: CapitationStatement[]) {
  return statements.flatMap((s) => [
    ...s.lines.map((l) => ({
      month: s.month,
      hospital_code: s.hospital.code,
      hospital: s.hospital.name,
      kind: l.kind,
      member_number: l.member_number,
      code: l.code ?? '',
      amount_naira: l.amount,
      draft: s.draft,
    })),
    {
      month: s.month,
      hospital_code: s.hospital.code,
      hospital: s.hospital.name,
      kind: 'total',
      member_number: '',
      code: '',
      amount_naira: s.total,
      draft: s.draft,
    },
  ]);
}
