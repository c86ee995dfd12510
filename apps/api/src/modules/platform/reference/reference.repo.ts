import { and, asc, count, eq, ilike, inArray, max, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  banks,
  cancellationReasons,
  idTypes,
  industries,
  localGovernments,
  relationships,
  states,
  workPositions,
} from '../../../db/schema/index.js';

const LAGOS_STATE_ID = 25;

/** The 37 states with their local areas, Lagos first and the rest by name (the spec's order). */
export async function listStatesWithLocals(db: DbOrTx) {
  const [stateRows, localRows] = await Promise.all([
    db.select().from(states).orderBy(asc(states.name)),
    db.select().from(localGovernments).orderBy(asc(localGovernments.name)),
  ]);
  const localsByState = new Map<number, { id: number; name: string }[]>();
  for (const l of localRows) {
    const list = localsByState.get(l.stateId) ?? [];
    list.push({ id: l.id, name: l.name });
    localsByState.set(l.stateId, list);
  }
  const list = stateRows.map((s) => ({
    id: s.id,
    name: s.name,
    short_name: s.shortCode,
    capital: s.capital,
    locals: localsByState.get(s.id) ?? [],
  }));
  const lagos = list.filter((s) => s.id === LAGOS_STATE_ID);
  return [...lagos, ...list.filter((s) => s.id !== LAGOS_STATE_ID)];
}

/** One state with its local areas, by name (the spec's order), or null when there is no such state. */
export async function findStateWithLocals(db: DbOrTx, id: number) {
  const [[state], locals] = await Promise.all([
    db.select().from(states).where(eq(states.id, id)).limit(1),
    db
      .select({ id: localGovernments.id, name: localGovernments.name })
      .from(localGovernments)
      .where(eq(localGovernments.stateId, id))
      .orderBy(asc(localGovernments.name)),
  ]);
  if (!state) return null;
  return {
    id: state.id,
    name: state.name,
    short_name: state.shortCode,
    capital: state.capital,
    locals,
  };
}

export async function findState(db: DbOrTx, id: number) {
  const [row] = await db.select().from(states).where(eq(states.id, id)).limit(1);
  return row ?? null;
}

/** An active bank by its code (a payee's or an account check's bank), or null. */
/**
 * The active banks whose name holds `typed` (any case), by name, at most `limit`: a bank named in
 * a chat ('gtbank' is not found, 'guaranty' is). `%` and `_` in `typed` are taken literally.
 */
export async function findBanksByName(db: DbOrTx, typed: string, limit = 10) {
  const words = typed.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  if (words === '') return [];
  return db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(and(ilike(banks.name, `%${words}%`), eq(banks.active, true)))
    .orderBy(asc(banks.name))
    .limit(limit);
}

export async function findBankByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(and(eq(banks.code, code), eq(banks.active, true)))
    .limit(1);
  return row ?? null;
}

/** The names of banks by their codes, active or not (what a payout shows it was sent to). */
export async function bankNamesByCode(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(inArray(banks.code, wanted));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** A reason a customer may give for cancelling a policy, by its id, or null. */
export async function findCancellationReason(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(cancellationReasons)
    .where(eq(cancellationReasons.id, id))
    .limit(1);
  return row ?? null;
}

export async function listBanksPage(db: DbOrTx, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banks)
      .where(eq(banks.active, true))
      .orderBy(asc(banks.name))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(banks).where(eq(banks.active, true)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const listIndustries = (db: DbOrTx) =>
  db.select().from(industries).orderBy(asc(industries.name));
export const listCancellationReasons = (db: DbOrTx) =>
  db.select().from(cancellationReasons).orderBy(asc(cancellationReasons.id));
export const listWorkPositions = (db: DbOrTx) =>
  db.select().from(workPositions).orderBy(asc(workPositions.id));
export const listRelationships = (db: DbOrTx) =>
  db.select().from(relationships).orderBy(asc(relationships.id));
export const listIdTypes = (db: DbOrTx) => db.select().from(idTypes);

/**
 * Today's bank list (modules/platform/reference/banks-refresh.ts): the banks given are active (by code, name
 * and slug refreshed), new codes are added, and every other bank is inactive (no payout or account
 * check can name it). An empty list changes nothing: the list we have stays.
 */
export async function replaceBankList(
  db: DbOrTx,
  list: { name: string; code: string; slug: string }[],
): Promise<{ active: number; added: number }> {
  if (list.length === 0) return { active: 0, added: 0 };
  let added = 0;
  for (const bank of list) {
    const [updated] = await db
      .update(banks)
      .set({ name: bank.name, slug: bank.slug, active: true })
      .where(eq(banks.code, bank.code))
      .returning({ id: banks.id });
    if (updated) continue;
    const [{ top }] = (await db.select({ top: max(banks.id) }).from(banks)) as [
      { top: number | null },
    ];
    await db.insert(banks).values({
      id: (top ?? 0) + 1,
      name: bank.name,
      code: bank.code,
      slug: bank.slug,
      description: 'Bank',
      currency: 'NGN',
      active: true,
    });
    added += 1;
  }
  await db
    .update(banks)
    .set({ active: false })
    .where(
      notInArray(
        banks.code,
        list.map((b) => b.code),
      ),
    );
  return { active: list.length, added };
}
