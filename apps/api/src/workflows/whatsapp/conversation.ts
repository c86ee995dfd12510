import {
  formatCalendarDate,
  formatNaira,
  lagosDate,
  linkCodeOf,
  parseWhatsAppCommand,
} from '@alaafia/domain';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@alaafia/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { renderMemberCard } from '../../documents/member-card-document.js';
import { renderMemberCardPng } from '../../documents/member-card-image.js';
import { HttpError } from '../../lib/http-errors.js';
import { listProductsWithPlans } from '../../modules/catalogue/products/index.js';
import { claimLimits, listOwnClaims } from '../../modules/cover/claims/index.js';
import { createMembersService } from '../../modules/cover/members/index.js';
import { listPolicies, toPolicyAnswer } from '../../modules/cover/policies/index.js';
import {
  customerLanguage,
  findCustomerById,
  updateCustomerProfile,
} from '../../modules/customers/customers/index.js';
import {
  claimInboundWhatsApp,
  queueWhatsApp,
  uploadWhatsAppMedia,
  whatsappCommandTables,
  whatsappRepliesIn,
  type WhatsAppReplies,
  type WhatsAppBody,
} from '../../modules/platform/messaging/index.js';
import { renewPolicy } from '../../modules/sales/billing/index.js';
import { linkByCode, linkOfNumber, setAgent, setConsent, setState } from './links.js';
import { menu, text, type Claim, type Input } from './shared.js';
import { continueClaim, startClaim } from './claim-conversation.js';

export { menu } from './shared.js';

/**
 * The conversation (docs/business-rules.md, 'WhatsApp'): the `whatsapp.inbound` job reads one
 * message a customer sent, once, and answers it through messaging's WhatsApp queue. The channel is
 * a door onto the same use cases as the web: the policies' answers, the member card, billing's
 * renewal and a Paystack link, the claims module's filing with an upload checked as the web's.
 */

function readInput(message: Record<string, unknown>): Input {
  const type = message.type;
  const field = (name: string) =>
    (typeof message[name] === 'object' && message[name] !== null ? message[name] : {}) as Record<
      string,
      unknown
    >;
  const asCommand = (value: unknown): Input => {
    const text = typeof value === 'string' ? value : '';
    const parsed = parseWhatsAppCommand(text, whatsappCommandTables());
    return parsed ? { kind: 'command', ...parsed } : { kind: 'text', text: text.trim() };
  };
  if (type === 'text') return asCommand(field('text').body);
  if (type === 'interactive') {
    const interactive = field('interactive');
    const reply = (interactive.button_reply ?? interactive.list_reply) as
      { id?: unknown } | undefined;
    return asCommand(reply?.id);
  }
  // A quick-reply button of a template: its payload.
  if (type === 'button') return asCommand(field('button').payload ?? field('button').text);
  if (type === 'image' || type === 'document') {
    const media = field(type);
    if (typeof media.id !== 'string') return { kind: 'unsupported' };
    return {
      kind: 'media',
      mediaId: media.id,
      fileName: typeof media.filename === 'string' ? media.filename : undefined,
    };
  }
  return { kind: 'unsupported' };
}

/**
 * The languages, each a row named in its own language (issue 42): the row's id is the command
 * that chooses it (`LANGUAGE yo`), which the customer may type too.
 */
function languages(T: WhatsAppReplies): WhatsAppBody {
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: T.languageBody },
      action: {
        button: T.rows.language.title.slice(0, 20),
        sections: [
          {
            title: T.rows.language.title.slice(0, 24),
            rows: LANGUAGES.map((code) => ({
              id: `LANGUAGE ${code}`,
              title: LANGUAGE_NAMES[code],
            })),
          },
        ],
      },
    },
  };
}

/**
 * Reply buttons after an answer: what the customer most likely does next (Meta: at most 3 buttons,
 * each title at most 20 characters).
 */
function next(
  T: WhatsAppReplies,
  ids: readonly ('pay' | 'claim' | 'status' | 'menu')[],
): WhatsAppBody {
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: T.nextBody },
      action: {
        buttons: ids.slice(0, 3).map((id) => ({
          type: 'reply' as const,
          reply: { id, title: (id === 'menu' ? T.menuButton : T.rows[id].title).slice(0, 20) },
        })),
      },
    },
  };
}

/** The `whatsapp.inbound` job. */
export async function handleWhatsAppInbound(
  ctx: AppContext,
  job: { messageId: number },
  log?: FastifyBaseLogger,
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.now();
  const message = await claimInboundWhatsApp(db, job.messageId, now);
  if (!message) return; // handled already (a job run twice)
  const waId = message.waId;
  const link = await linkOfNumber(db, waId);
  // The replies in the linked customer's language (issue 42); English to a number not linked yet.
  const language = link ? ((await customerLanguage(db, link.customerId)) ?? 'en') : 'en';
  const T = whatsappRepliesIn(language);
  const input = readInput(message.body);
  if (input.kind === 'unsupported')
    log?.info(
      { whatsappMessage: message.id, type: message.type },
      'whatsapp message type not handled',
    );
  // Queued one after the other, so their ids (the send order) follow the replies' order.
  const sendInOrder = async (
    bodies: WhatsAppBody[],
    tx: DbOrTx = db,
    customerId = link?.customerId ?? null,
  ) => {
    for (const body of bodies)
      await queueWhatsApp(tx, { waId, customerId, body, at: now, inReplyTo: message.id });
  };

  if (!link) {
    if (input.kind === 'command' && input.command === 'link') {
      const code = linkCodeOf(input.rest);
      await db.transaction(async (tx) => {
        const outcome = code ? await linkByCode(tx, { waId, code, at: now, language }) : null;
        if (!outcome?.linked) {
          await sendInOrder(
            [text(outcome?.why === 'taken' ? T.linkNumberTaken : T.linkInvalid)],
            tx,
            null,
          );
          return;
        }
        const customer = await findCustomerById(tx, outcome.customerId);
        // From now on the customer's language: the link's reply is the first in it.
        const theirs = whatsappRepliesIn(customer?.language ?? 'en');
        await sendInOrder(
          [text(theirs.linked(customer?.firstName ?? '')), menu(theirs)],
          tx,
          outcome.customerId,
        );
      });
      return;
    }
    await sendInOrder([text(await generalHelp(db, T))], db, null);
    return;
  }

  // STOP and START work whatever else is going on.
  if (input.kind === 'command' && (input.command === 'stop' || input.command === 'start')) {
    const consent = input.command === 'start';
    await db.transaction(async (tx) => {
      await setConsent(tx, link, consent, now, language);
      await sendInOrder(consent ? [text(T.started), menu(T)] : [text(T.stopped)], tx);
    });
    return;
  }
  // With a person: what the customer writes waits in the support inbox; MENU takes them back.
  if (link.agentSince) {
    if (input.kind === 'command' && input.command === 'menu') {
      await db.transaction(async (tx) => {
        await setAgent(tx, link.id, null);
        await sendInOrder([menu(T)], tx);
      });
    }
    return;
  }
  const state = link.state as Claim | null;
  if (state?.flow === 'claim' && !(input.kind === 'command' && input.command !== 'link')) {
    await continueClaim(ctx, link, state, input, sendInOrder, T);
    return;
  }
  if (input.kind === 'unsupported') {
    await sendInOrder([text(T.unsupported), menu(T)]);
    return;
  }
  if (input.kind !== 'command') {
    await sendInOrder([text(T.unknown), menu(T)]);
    return;
  }
  if (state) await setState(db, link.id, null);
  switch (input.command) {
    case 'link':
    case 'menu':
      await sendInOrder([menu(T)]);
      return;
    case 'cover':
      await sendInOrder([
        text(await coverText(ctx, link.customerId, T)),
        next(T, ['pay', 'claim', 'menu']),
      ]);
      return;
    case 'card':
      await sendInOrder(await memberCard(ctx, link.customerId, T, language));
      return;
    case 'pay':
      await sendInOrder([text(await payLinks(ctx, link.customerId, T))]);
      return;
    case 'claim':
      await startClaim(ctx, link, sendInOrder, T);
      return;
    case 'status':
      await sendInOrder([
        text(await claimStatus(ctx, link.customerId, T)),
        next(T, ['claim', 'menu']),
      ]);
      return;
    case 'language': {
      if (input.rest === '') {
        await sendInOrder([languages(T)]);
        return;
      }
      // The customer's language, for every message and page (as Settings' chooser sets it).
      const chosen = input.rest.toLowerCase();
      if (!isLanguage(chosen)) {
        await sendInOrder([text(T.unknown), languages(T)]);
        return;
      }
      await updateCustomerProfile(db, link.customerId, { language: chosen }, now);
      const theirs = whatsappRepliesIn(chosen);
      await sendInOrder([text(theirs.languageSet(LANGUAGE_NAMES[chosen])), menu(theirs)]);
      return;
    }
    case 'agent':
      await db.transaction(async (tx) => {
        await setAgent(tx, link.id, now);
        await sendInOrder([text(T.agentWaiting)], tx);
      });
      return;
    default:
      await sendInOrder([menu(T)]);
  }
}

/** An unlinked number: the products and prices, how to buy, how to link; nobody's data. */
async function generalHelp(db: DbOrTx, T: WhatsAppReplies): Promise<string> {
  const products = await listProductsWithPlans(db);
  const lines = products
    .filter((p) => p.purchasable && p.pricing_plans.length > 0)
    .map((p) => T.productLine(p.title, formatNaira(p.pricing_plans[0]!.price)));
  return T.unlinked(lines.join('\n'));
}

/** My cover: each policy's status, next payment, and what is left of each Health Cash limit. */
async function coverText(ctx: AppContext, customerId: number, T: WhatsAppReplies): Promise<string> {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  const policies = await listPolicies(db, customerId);
  if (policies.length === 0) return T.noPolicies;
  const blocks: string[] = [];
  for (const row of policies) {
    const p = toPolicyAnswer(row, today);
    const lines = [T.coverLine(p.product, T.coverStatus(p.status), p.policy_number)];
    lines.push(
      p.next_payment_date && (p.status === 'active' || p.status === 'paused')
        ? T.coverNext(formatCalendarDate(p.next_payment_date), formatNaira(p.premium))
        : T.coverNoNext,
    );
    if (p.product_uid === 'HTCI' && p.status === 'active') {
      const limits = await claimLimits(ctx, customerId).catch(() => null);
      if (limits) {
        for (const [key, value] of Object.entries(limits.benefits)) {
          lines.push(
            T.coverLimit(T.benefit(key), formatNaira(value.left), formatNaira(value.limit)),
          );
        }
      }
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

/**
 * Member card: the card as a picture (its lines and QR code, for the phone's gallery) with the lines
 * as its caption, and the PDF, in the customer's language, through Meta's media endpoint.
 */
async function memberCard(
  ctx: AppContext,
  customerId: number,
  T: WhatsAppReplies,
  language: Language,
): Promise<WhatsAppBody[]> {
  let card;
  try {
    card = await createMembersService(ctx).memberCard(customerId);
  } catch (error) {
    if (error instanceof HttpError) return [text(T.noCard), menu(T)];
    throw error;
  }
  const pdf = await renderMemberCard(card, {
    underwriter: ctx.config.underwriter,
    issuedAt: ctx.now(),
    language,
  });
  const fileName = `alaafia-member-card-${card.member_number}.pdf`;
  const imageId = await uploadWhatsAppMedia(
    ctx,
    renderMemberCardPng(card, { underwriter: ctx.config.underwriter, language }),
    'image/png',
    `alaafia-member-card-${card.member_number}.png`,
  );
  const pdfId = await uploadWhatsAppMedia(ctx, Buffer.from(pdf), 'application/pdf', fileName);
  const caption = T.cardCaption(
    card.name,
    card.member_number,
    card.plan,
    card.hospital?.name ?? T.cardHospitalNone,
    card.status,
  );
  return [
    { type: 'image', image: { id: imageId, caption } },
    { type: 'document', document: { id: pdfId, filename: fileName } },
  ];
}

/**
 * Pay: for each policy due within 30 days or overdue, billing's renewal (a saved card is charged;
 * otherwise a reference is stored and Paystack's payment page made for it; a declined card is said,
 * with what the bank said, before that page's link). The payment's
 * confirmation comes as 'Payment received' (notify), on WhatsApp for a customer who chose it.
 */
async function payLinks(ctx: AppContext, customerId: number, T: WhatsAppReplies): Promise<string> {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  const soon = new Date(ctx.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const rows = await listPolicies(db, customerId);
  const due = rows.filter(
    ({ policy }) =>
      (policy.status === 'active' || policy.status === 'paused') &&
      policy.nextPaymentDate !== null &&
      policy.nextPaymentDate <= soon &&
      policy.sponsorId === null,
  );
  if (due.length === 0) return T.nothingDue;
  const customer = await findCustomerById(db, customerId);
  const lines: string[] = [];
  for (const row of due) {
    const product = toPolicyAnswer(row, today).product;
    try {
      const answer = await renewPolicy(ctx, row.policy);
      if (!answer.payment) {
        lines.push(T.paidWithCard(product));
        continue;
      }
      const checkout = await ctx.payments.initializeTransaction({
        reference: answer.payment.reference,
        email: customer?.email ?? '',
        amountKobo: answer.payment.amount_kobo,
      });
      const link = T.payLink(product, formatNaira(answer.payment.total), checkout.authorizationUrl);
      lines.push(
        answer.status === 'declined' && answer.declined
          ? `${T.cardDeclined(formatNaira(answer.payment.total), answer.declined.card, answer.declined.reason)}\n${link}`
          : link,
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      lines.push(T.payRefused(error.message));
    }
  }
  return lines.join('\n\n');
}

/** Claim status: each claim, newest first. */
async function claimStatus(
  ctx: AppContext,
  customerId: number,
  T: WhatsAppReplies,
): Promise<string> {
  const list = await listOwnClaims(ctx, customerId);
  if (list.length === 0) return T.noClaims;
  return list
    .slice(0, 10)
    .map((c) =>
      T.claimStatusLine(
        c.claim_number,
        c.status,
        c.amount_approved !== null
          ? formatNaira(c.amount_approved)
          : c.amount_claimed !== null
            ? formatNaira(c.amount_claimed)
            : null,
      ),
    )
    .join('\n');
}
