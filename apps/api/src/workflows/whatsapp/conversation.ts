import {
  formatCalendarDate,
  formatNaira,
  lagosDate,
  linkCodeOf,
  parseWhatsAppCommand,
  type WhatsAppCommand,
} from '@alaafia/domain';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@alaafia/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { renderMemberCard } from '../../documents/member-card-document.js';
import { qrPng } from '../../documents/qr.js';
import { HttpError } from '../../lib/http-errors.js';
import { listProductsWithPlans } from '../../modules/catalogue/products/index.js';
import {
  claimLimits,
  fileClaim,
  listOwnClaims,
  payoutAccountOnFile,
} from '../../modules/cover/claims/index.js';
import { createMembersService } from '../../modules/cover/members/index.js';
import { listPolicies, toPolicyAnswer } from '../../modules/cover/policies/index.js';
import {
  customerLanguage,
  findCustomerById,
  updateCustomerProfile,
} from '../../modules/customers/customers/index.js';
import {
  claimInboundWhatsApp,
  fetchWhatsAppMedia,
  queueWhatsApp,
  uploadWhatsAppMedia,
  whatsappCommandTables,
  whatsappRepliesIn,
  type WhatsAppReplies,
  type WhatsAppBody,
  WhatsAppError,
} from '../../modules/platform/messaging/index.js';
import { findBankByCode, findBanksByName } from '../../modules/platform/reference/index.js';
import { createUploadsService } from '../../modules/platform/uploads/index.js';
import { renewPolicy } from '../../modules/sales/billing/index.js';
import { type LinkRow, linkByCode, linkOfNumber, setAgent, setConsent, setState } from './links.js';

/**
 * The conversation (docs/business-rules.md, 'WhatsApp'): the `whatsapp.inbound` job reads one
 * message a customer sent, once, and answers it through messaging's WhatsApp queue. The channel is
 * a door onto the same use cases as the web: the policies' answers, the member card, billing's
 * renewal and a Paystack link, the claims module's filing with an upload checked as the web's.
 */

/** What a message says, whatever its form (typed word, button, list row, file). */
type Input =
  | { kind: 'command'; command: WhatsAppCommand; rest: string }
  | { kind: 'text'; text: string }
  | { kind: 'media'; mediaId: string; fileName: string | undefined }
  | { kind: 'unsupported' };

/** The biggest receipt we download (the web's upload limit is checked again on the bytes). */
const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

type Claim = {
  flow: 'claim';
  step: 'date' | 'amount' | 'receipt' | 'account' | 'bank';
  date?: string;
  amount?: number;
  /** The receipt, uploaded (a first claim asks for the payout account after it). */
  document?: string;
  accountNumber?: string;
};

/** A bank chosen from the list of banks whose name matched (its row id). */
const BANK_ROW = /^BANK (\d{3,6})$/;

export function readInput(message: Record<string, unknown>): Input {
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

const text = (body: string): WhatsAppBody => ({
  type: 'text',
  text: { body: body.slice(0, 4096) },
});

/** The menu: a list of what a linked customer can do (Meta: at most 10 rows). */
export function menu(T: WhatsAppReplies): WhatsAppBody {
  const rows = (['cover', 'card', 'pay', 'claim', 'status', 'agent', 'language'] as const).map(
    (id) => ({
      id,
      title: T.rows[id].title,
      description: T.rows[id].description,
    }),
  );
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: T.menuBody },
      action: { button: T.menuButton, sections: [{ title: T.menuSection, rows }] },
    },
  };
}

/**
 * The languages, each a row named in its own language (issue 42): the row's id is the command
 * that chooses it (`LANGUAGE yo`), which the customer may type too.
 */
export function languages(T: WhatsAppReplies): WhatsAppBody {
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
export function next(
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
  const T = whatsappRepliesIn(
    link ? ((await customerLanguage(db, link.customerId)) ?? 'en') : 'en',
  );
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
        const outcome = code ? await linkByCode(tx, { waId, code, at: now }) : null;
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
      await setConsent(tx, link, consent, now);
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
      await sendInOrder(await memberCard(ctx, link.customerId, T));
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

type Send = (bodies: WhatsAppBody[], tx?: DbOrTx) => Promise<void>;

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

/** Member card: the QR image with the card's lines, and the PDF, through Meta's media endpoint. */
async function memberCard(
  ctx: AppContext,
  customerId: number,
  T: WhatsAppReplies,
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
  });
  const fileName = `alaafia-member-card-${card.member_number}.pdf`;
  const imageId = await uploadWhatsAppMedia(
    ctx,
    await qrPng(card.member_number),
    'image/png',
    'member-card.png',
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
 * otherwise a reference is stored and Paystack's payment page made for it). The payment's
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
      lines.push(T.payLink(product, formatNaira(answer.payment.total), checkout.authorizationUrl));
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
        c.status_label,
        c.amount_approved !== null
          ? formatNaira(c.amount_approved)
          : c.amount_claimed !== null
            ? formatNaira(c.amount_claimed)
            : null,
      ),
    )
    .join('\n');
}

/**
 * Make a claim: Health Cash accident and emergency, paid to the payout account on file; a first
 * claim asks for the account (number, then bank) after the receipt, checked by the claims module's
 * filing as on the web (in the customer's name).
 */
async function startClaim(ctx: AppContext, link: LinkRow, send: Send, T: WhatsAppReplies) {
  const { db } = ctx.database;
  const policies = await listPolicies(db, link.customerId);
  if (!policies.some(({ policy }) => policy.productUid === 'HTCI' && policy.status === 'active')) {
    await send([text(T.claimNoHealthCash), menu(T)]);
    return;
  }
  await db.transaction(async (tx) => {
    await setState(tx, link.id, { flow: 'claim', step: 'date' } satisfies Claim);
    await send([text(T.claimDate)], tx);
  });
}

/** 'DD/MM/YYYY' (or with - or .) -> 'YYYY-MM-DD', or null. */
export function dayOf(typed: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '₦25,000' or '25000' -> 25000 naira, or null. */
export function nairaOf(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/^₦|^N(?=\d)/i, '')
    .replace(/,/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

async function continueClaim(
  ctx: AppContext,
  link: LinkRow,
  state: Claim,
  input: Input,
  send: Send,
  T: WhatsAppReplies,
) {
  const { db } = ctx.database;
  if (state.step === 'account') {
    const typed = input.kind === 'text' ? input.text.replace(/[\s-]/g, '') : '';
    if (!/^\d{10}$/.test(typed)) return send([text(T.claimAccountInvalid)]);
    return db.transaction(async (tx) => {
      await setState(tx, link.id, { ...state, step: 'bank', accountNumber: typed });
      await send([text(T.claimBank)], tx);
    });
  }
  if (state.step === 'bank') {
    const typed = input.kind === 'text' ? input.text : '';
    const chosen = BANK_ROW.exec(typed.toUpperCase())?.[1];
    const found = chosen
      ? [await findBankByCode(db, chosen)].filter((b) => b !== null)
      : await findBanksByName(db, typed);
    const exact = found.find((b) => b.name.toLowerCase() === typed.trim().toLowerCase());
    const bank = exact ?? (found.length === 1 ? found[0] : undefined);
    if (!bank) {
      if (found.length === 0) return send([text(T.claimBankUnknown)]);
      return send([banksToChoose(T, found)]);
    }
    return file(ctx, link, state, state.document!, bank.code, state.accountNumber!, send, T);
  }
  if (state.step === 'date' || state.step === 'amount') {
    const typed = input.kind === 'text' ? input.text : '';
    if (state.step === 'date') {
      const day = dayOf(typed);
      if (!day) return send([text(T.claimDateInvalid)]);
      return db.transaction(async (tx) => {
        await setState(tx, link.id, { ...state, step: 'amount', date: day });
        await send([text(T.claimAmount)], tx);
      });
    }
    const amount = nairaOf(typed);
    if (!amount) return send([text(T.claimAmountInvalid)]);
    return db.transaction(async (tx) => {
      await setState(tx, link.id, { ...state, step: 'receipt', amount });
      await send([text(T.claimReceipt)], tx);
    });
  }
  if (input.kind !== 'media') return send([text(T.claimReceiptMissing)]);
  let fileUrl: string;
  try {
    const { content, media } = await fetchWhatsAppMedia(ctx, input.mediaId, MAX_MEDIA_BYTES);
    const ext = media.mimeType === 'application/pdf' ? 'pdf' : media.mimeType.split('/')[1];
    const upload = await createUploadsService(ctx).upload(link.customerId, {
      type: 'claim_document',
      content,
      fileName: input.fileName ?? `receipt.${ext ?? 'bin'}`,
    });
    fileUrl = upload.file_url;
  } catch (error) {
    if (error instanceof WhatsAppError) return send([text(T.claimReceiptFailed)]);
    if (error instanceof HttpError && error.statusCode < 500)
      return send([text(T.claimReceiptRejected(error.message))]);
    throw error;
  }
  const account = await payoutAccountOnFile(ctx, link.customerId);
  if (!account) {
    // A first claim: the receipt is kept, and the payout account asked for.
    return db.transaction(async (tx) => {
      await setState(tx, link.id, { ...state, step: 'account', document: fileUrl });
      await send([text(T.claimAccount)], tx);
    });
  }
  return file(ctx, link, state, fileUrl, account.bankCode, account.accountNumber, send, T);
}

/** The banks whose name matched, as a list to choose from (Meta: at most 10 rows, 24 characters). */
function banksToChoose(T: WhatsAppReplies, banks: { code: string; name: string }[]): WhatsAppBody {
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: T.claimBankChoose },
      action: {
        button: T.claimBankButton.slice(0, 20),
        sections: [
          {
            title: T.claimBankButton.slice(0, 24),
            rows: banks
              .slice(0, 10)
              .map((b) => ({ id: `BANK ${b.code}`, title: b.name.slice(0, 24) })),
          },
        ],
      },
    },
  };
}

/** Files the claim through the claims module (its rules and answers, as the web's). */
async function file(
  ctx: AppContext,
  link: LinkRow,
  state: Claim,
  document: string,
  bankCode: string,
  accountNumber: string,
  send: Send,
  T: WhatsAppReplies,
) {
  const { db } = ctx.database;
  try {
    const claim = await fileClaim(ctx, link.customerId, {
      product_uid: 'HTCI',
      benefit: 'accident_emergency',
      date_of_event: state.date!,
      amount_claimed: state.amount!,
      documents: [document],
      bank_code: bankCode,
      account_number: accountNumber,
    });
    await db.transaction(async (tx) => {
      await setState(tx, link.id, null);
      await send([text(T.claimFiled(claim.claim_number)), menu(T)], tx);
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    await db.transaction(async (tx) => {
      await setState(tx, link.id, null);
      await send([text(T.claimRefused(error.message)), menu(T)], tx);
    });
  }
}
