import { claimPromiseSentence, CLAIM_PROMISE_DAYS } from '@alaafia/domain';
import { SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { and, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { claims, payouts } from '../../../db/schema/index.js';
import { translatorOf } from '../../../lib/translators.js';

/**
 * The promise the public pages state (issue 39; docs/business-rules.md, 'Claims paid by rules'):
 * our own measured figures over the last 90 days, never typed in: the median time from filing to
 * the first payment, for claims the rules approved and for claims a person decided.
 */
export async function claimsPromise(
  deps: Pick<AppContext, 'database' | 'now'>,
  language: Language = SOURCE_LANGUAGE,
) {
  const since = new Date(deps.now().getTime() - CLAIM_PROMISE_DAYS * 86_400_000);
  const rows = await deps.database.db
    .select({
      filedAt: claims.createdAt,
      automation: claims.automation,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(and(eq(payouts.sequence, 1), eq(payouts.status, 'paid'), gte(payouts.paidAt, since)));
  const minutes = (automated: boolean) =>
    rows
      .filter((r) => (r.automation?.decision === 'approve') === automated && r.paidAt)
      .map((r) => (r.paidAt!.getTime() - r.filedAt.getTime()) / 60_000);
  const figure = (list: number[]) => ({
    claims: list.length,
    median_minutes: list.length === 0 ? null : Math.round(median(list)),
  });
  const automated = figure(minutes(true));
  const human = figure(minutes(false));
  return {
    days: CLAIM_PROMISE_DAYS,
    automated,
    human,
    sentence: claimPromiseSentence(
      automated.median_minutes,
      human.median_minutes,
      translatorOf(language).t,
    ),
  };
}

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The sentence for the public pages in the page's language, its figures kept for a few minutes
 * (each public page view would read the payouts of 90 days otherwise): the web-app plugin writes it
 * where the page has its placeholder.
 */
export function cachedPromiseSentence(deps: Pick<AppContext, 'database' | 'now'>) {
  let kept: { figures: Awaited<ReturnType<typeof claimsPromise>>; until: number } | null = null;
  return async (language: Language = SOURCE_LANGUAGE): Promise<string> => {
    const now = Date.now();
    if (!kept || kept.until <= now)
      kept = { figures: await claimsPromise(deps), until: now + 5 * 60_000 };
    const { automated, human } = kept.figures;
    return claimPromiseSentence(
      automated.median_minutes,
      human.median_minutes,
      translatorOf(language).t,
    );
  };
}
