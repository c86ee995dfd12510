import type { ClaimDraft, ClaimProductUid } from '@alaafia/domain';
import { z } from 'zod';
import { getStored, ONBOARDING_MAX_AGE_SECONDS, removeStored, setStored } from '#lib/storage.js';

/**
 * The claim wizard's draft kept across a reload (issue 38), as the purchase wizards keep theirs
 * (lib/storage.ts: this browser's storage, read back through a schema): the answers, the bank
 * account, and the evidence already uploaded (each file's name and its upload's URL, which filing
 * sends). Tied to the customer and the product, so nobody else signing in on this browser sees it;
 * kept as long as the wizard's progress cookie (2 hours); gone once the claim is filed.
 */
const CLAIM_DRAFT_KEY = 'alaafia_claim_draft';

const storedDraftSchema = z.object({
  customer_id: z.number(),
  product: z.string(),
  saved_at: z.number(),
  draft: z.object({
    choice: z.string().nullable(),
    date: z.string().nullable(),
    amount: z.number().nullable(),
    noticeBeforePurchase: z.boolean().nullable(),
    bankCode: z.string().nullable(),
    accountNumber: z.string().nullable(),
  }),
  documents: z.array(z.object({ name: z.string(), url: z.string() })).max(20),
});

/** An uploaded piece of evidence, as the draft keeps it. */
export type KeptDocument = { name: string; url: string };

type KeptClaimDraft = { draft: ClaimDraft; documents: KeptDocument[] };

/** The draft this customer left for this product, or null (none, someone else's, or too old). */
export function readClaimDraft(
  customerId: number,
  product: ClaimProductUid,
): KeptClaimDraft | null {
  const kept = getStored(CLAIM_DRAFT_KEY, storedDraftSchema);
  if (!kept || kept.customer_id !== customerId || kept.product !== product) return null;
  if (Date.now() - kept.saved_at > ONBOARDING_MAX_AGE_SECONDS * 1000) return null;
  return {
    draft: { ...kept.draft, documents: kept.documents.map((d) => d.url) },
    documents: kept.documents,
  };
}

/** Keeps what the wizard has gathered so far (the uploaded files only, never one still sending). */
export function storeClaimDraft(
  customerId: number,
  product: ClaimProductUid,
  draft: ClaimDraft,
  documents: readonly KeptDocument[],
) {
  setStored(CLAIM_DRAFT_KEY, {
    customer_id: customerId,
    product,
    saved_at: Date.now(),
    draft: {
      choice: draft.choice,
      date: draft.date,
      amount: draft.amount,
      noticeBeforePurchase: draft.noticeBeforePurchase,
      bankCode: draft.bankCode,
      accountNumber: draft.accountNumber,
    },
    documents,
  });
}

/** The claim was filed (or the customer left it): the draft goes. */
export function forgetClaimDraft() {
  removeStored(CLAIM_DRAFT_KEY);
}
