import {
  addDays,
  capitationTotal,
  kobo,
  koboToNaira,
  lagosDate,
  type CapitationStatement,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { credit, debit, postEntry } from '../../platform/ledger/index.js';
import { historyCoverOn, policyHistories } from '../policies/index.js';
import {
  approvedInMonth,
  findCapitationStatement,
  healthPoliciesStartedBy,
  hospitalById,
  hospitalsWithApprovedIn,
  insertCapitationStatement,
  madeStatementsOf,
  type CapitationRow,
} from './hospital-care.repo.js';
import { paymentsOfStatements } from './capitation-payments.js';
import type { capitationPayments } from '../../../db/schema/index.js';

type CapitationPaymentRow = typeof capitationPayments.$inferSelect;

/*
 * Capitation (issue 28; docs/business-rules.md, 'Capitation'): each month, each hospital is owed the
 * members enrolled there on the first of the month × HEALTH_CAPITATION_RATE_KOBO, plus the
 * pre-authorisations approved that month (asked that month). The monthly job makes the statement of
 * the month just ended, once per hospital, and posts it to the books as payable (claims incurred /
 * hospital capitation payable) in the same transaction.
 */

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
) {
  const approved = await approvedInMonth(db, hospitalId, month);
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
    enrolees: enrolees.length,
    rateKobo,
    capitationKobo: capitation,
    preauthorisedKobo: kobo(preauthorisedKobo),
    totalKobo: total,
    lines,
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

/** The month just ended on the Lagos day `today` (YYYY-MM). */
export function previousMonth(today: string): string {
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/**
 * The statements of a month for every hospital with enrolees or approved pre-authorisations: the
 * one made by the job, or a draft worked out now (a month not yet ended). 404 for a month whose
 * first day has not come.
 */
export async function capitationStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
  month: string,
): Promise<CapitationStatement[]> {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  if (`${month}-01` > today) throw notFound('This month has not begun: it has no statement yet.');
  const enrolled = await enroleesOn(db, `${month}-01`);
  const ids = new Set([...enrolled.keys(), ...(await hospitalsWithApprovedIn(db, month))]);
  const out: CapitationStatement[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const hospital = (await hospitalById(db, id))!;
    const made = await findCapitationStatement(db, id, month);
    const payment = made
      ? ((await paymentsOfStatements(db, [made.id])).get(made.id) ?? null)
      : null;
    out.push(
      made
        ? toAnswer(hospital, month, made, false, payment)
        : toAnswer(
            hospital,
            month,
            await workOut(
              db,
              id,
              month,
              ctx.config.healthCapitationRateKobo,
              enrolled.get(id) ?? [],
            ),
            true,
          ),
    );
  }
  return out;
}

/**
 * The monthly job (`capitation.monthly`, run daily; makes nothing twice): the statements of the month
 * just ended, each stored and posted to the books as payable in one transaction. Answers how many
 * it made.
 */
export async function makeCapitationStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.now();
  const month = previousMonth(lagosDate(now));
  const enrolled = await enroleesOn(db, `${month}-01`);
  const ids = new Set([...enrolled.keys(), ...(await hospitalsWithApprovedIn(db, month))]);
  let made = 0;
  for (const id of [...ids].sort((a, b) => a - b)) {
    if (await findCapitationStatement(db, id, month)) continue;
    const hospital = (await hospitalById(db, id))!;
    const worked = await workOut(
      db,
      id,
      month,
      ctx.config.healthCapitationRateKobo,
      enrolled.get(id) ?? [],
    );
    await db.transaction(async (tx) => {
      const row = await insertCapitationStatement(tx, {
        hospitalId: id,
        month,
        ...worked,
        createdAt: now,
      });
      if (!row) return;
      made += 1;
      await postEntry(tx, {
        at: now,
        memo: `Capitation ${month}: ${hospital.name} (${hospital.code}), ${worked.enrolees} enrolees`,
        kind: 'capitation.payable',
        idempotencyKey: `capitation.payable:${id}:${month}`,
        lines: [
          debit('due_to_underwriter', kobo(worked.totalKobo)),
          credit('hospital_capitation_payable', kobo(worked.totalKobo)),
          debit('uw_capitation', kobo(worked.totalKobo)),
          credit('uw_control', kobo(worked.totalKobo)),
        ],
      });
    });
  }
  return made;
}

/**
 * One hospital's statements, for its portal (issue 36): the month in progress as a draft, then each
 * month's statement the job made, newest first (at most 24), each with its payment.
 */
export async function hospitalStatements(
  ctx: Pick<AppContext, 'database' | 'now' | 'config'>,
  hospitalId: number,
): Promise<CapitationStatement[]> {
  const { db } = ctx.database;
  const hospital = await hospitalById(db, hospitalId);
  if (!hospital) throw notFound();
  const month = lagosDate(ctx.now()).slice(0, 7);
  const enrolled = await enroleesOn(db, `${month}-01`);
  const draft = toAnswer(
    hospital,
    month,
    await workOut(
      db,
      hospitalId,
      month,
      ctx.config.healthCapitationRateKobo,
      enrolled.get(hospitalId) ?? [],
    ),
    true,
  );
  const made = await madeStatementsOf(db, hospitalId, 24);
  const payments = await paymentsOfStatements(
    db,
    made.map((m) => m.id),
  );
  return [
    draft,
    ...made.map((m) => toAnswer(hospital, m.month, m, false, payments.get(m.id) ?? null)),
  ];
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
