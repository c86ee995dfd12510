import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-errors.js';
import { fileClaim, payoutAccountOnFile } from '../../modules/cover/claims/index.js';
import { listPolicies } from '../../modules/cover/policies/index.js';
import {
  fetchWhatsAppMedia,
  type WhatsAppReplies,
  type WhatsAppBody,
  WhatsAppError,
} from '../../modules/platform/messaging/index.js';
import { findBankByCode, findBanksByName } from '../../modules/platform/reference/index.js';
import { createUploadsService } from '../../modules/platform/uploads/index.js';
import { type LinkRow, setState } from './links.js';
import {
  BANK_ROW,
  MAX_MEDIA_BYTES,
  menu,
  text,
  type Claim,
  type Input,
  type Send,
} from './shared.js';

/**
 * A claim made in the WhatsApp conversation (issue 40; docs/business-rules.md, 'WhatsApp'): the
 * day, the amount, the receipt and, for a first claim, the payout account and its bank; filed by the
 * claims module as on the web.
 */
/**
 * Make a claim: Health Cash accident and emergency, paid to the payout account on file; a first
 * claim asks for the account (number, then bank) after the receipt, checked by the claims module's
 * filing as on the web (in the customer's name).
 */
export async function startClaim(ctx: AppContext, link: LinkRow, send: Send, T: WhatsAppReplies) {
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
function dayOf(typed: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '₦25,000' or '25000' -> 25000 naira, or null. */
function nairaOf(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/^₦|^N(?=\d)/i, '')
    .replace(/,/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

export async function continueClaim(
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
