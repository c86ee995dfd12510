import { normalizeNigerianPhone, phoneCopy, type ProductUid } from '@alaafia/domain';
import { z } from 'zod';
import { fieldError, unprocessable } from '../../../lib/http-errors.js';
import {
  PROFILE_FLAGS,
  markKycComplete,
  resetKyc,
  setKycInReview,
  setProfileComplete,
  type CustomerRow,
  type ProfileProduct,
} from '../../customers/customers/index.js';
import { employmentLetterApproved } from '../../customers/employment/index.js';
import type { KycCore } from './kyc-core.js';
import { kycServerCopy } from './kyc-copy.js';
import { resumeAfterVerification } from './kyc-deadline.js';
import {
  deleteDocuments,
  findHeldReview,
  listDocuments,
  listVerifiedDocuments,
} from './kyc.repo.js';
import { namesMatch } from '../../../lib/name-match.js';

/*
 * The end of the KYC chain: KYC marked complete (or held for review), a product's profile
 * completed, and the clean-up of an unfinished attempt.
 */

export function createKycCompletion(core: KycCore) {
  const { db, now: clock, storage, log, record, registeredName, getCustomer } = core;

  return {
    /** PATCH /local/customers/{id}/set-kyc-complete (screen 90's Continue). */
    async setKycComplete(customerId: number): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      const verified = await listVerifiedDocuments(db, customerId);
      if (verified.length === 0) {
        await record(customerId, 'rejected', false, { detail: 'complete without a verified ID' });
        throw unprocessable(kycServerCopy.noVerifiedId);
      }
      if (!verified.some((doc) => namesMatch(customer, registeredName(doc)))) {
        await record(customerId, 'rejected', false, { detail: 'name changed since verification' });
        throw unprocessable(kycServerCopy.nameChangedSinceVerification);
      }
      const errors: Record<string, string[]> = {};
      if (!z.email().safeParse(customer.email).success) errors.email = [kycServerCopy.invalidEmail];
      if (normalizeNigerianPhone(customer.phoneNumber) !== customer.phoneNumber)
        errors.phone_number = [phoneCopy.invalid];
      if (Object.keys(errors).length > 0) {
        await record(customerId, 'rejected', false, { detail: Object.keys(errors).join(',') });
        throw unprocessable(Object.values(errors).flat().join('. '), errors);
      }
      const now = clock();
      const held = await findHeldReview(db, customerId);
      if (held) {
        // Held for review: answered as it stands (have_completed_kyc false, kyc_in_review_status
        // true), and the badge rules show it, until staff approve the review.
        await setKycInReview(db, customerId, true, now, { clearKycComplete: true });
        await record(customerId, 'held_for_review', false, {
          detail: `complete asked, ${held.reason}`,
        });
        return getCustomer(customerId);
      }
      // Verified: any policy paused for want of verification resumes in the same transaction.
      await db.transaction(async (tx) => {
        await markKycComplete(tx, customerId, now);
        await resumeAfterVerification(tx, customerId, now);
      });
      await record(customerId, 'completed', true, {
        documentId: verified[0]!.id,
        detail: `with ${verified[0]!.type}`,
      });
      return getCustomer(customerId);
    },

    /** POST complete-profile-by-product (screen 100's Complete). */
    async completeProfile(customerId: number, productUid: ProductUid): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      if (!(productUid in PROFILE_FLAGS)) {
        await record(customerId, 'rejected', false, { detail: `profile ${productUid}` });
        throw fieldError('product_uid', kycServerCopy.productNotOnline);
      }
      if (!customer.haveCompletedKyc) {
        await record(customerId, 'rejected', false, { detail: `profile ${productUid} before KYC` });
        const held = await findHeldReview(db, customerId);
        throw fieldError(
          'product_uid',
          held ? kycServerCopy.underReview : kycServerCopy.kycRequired,
        );
      }
      // Income protection's profile is completed by a reviewer approving the employment letter
      // (back office), never by this call: it answers the customer as they stand.
      if (productUid === 'EI' && !(await employmentLetterApproved(db, customerId))) {
        await record(customerId, 'profile_completed', false, {
          detail: 'EI waits for the employment letter review',
        });
        return customer;
      }
      await setProfileComplete(db, customerId, productUid as ProfileProduct, true, clock());
      await record(customerId, 'profile_completed', true, { detail: productUid });
      return getCustomer(customerId);
    },

    /**
     * GET clean/{cust_id} (the name-mismatch modal's Cancel): removes the identity data of the
     * attempt in progress. A customer whose KYC is complete keeps it (the documents that proved it,
     * the flags, the date of birth); only the unfinished attempts go. Policies, payments, the
     * product profile flags and the purchase fields (salary, employer, hospital, employment
     * information) belong to the purchase flows and are never touched.
     */
    async clean(customerId: number): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      const keep = customer.haveCompletedKyc;
      const docs = await listDocuments(db, customerId);
      const removed = docs.filter((doc) => !keep || doc.status !== 'verified');
      // A verification held for review stays held: cleaning and trying again does not escape it.
      const held = await findHeldReview(db, customerId);
      const now = clock();
      await db.transaction(async (tx) => {
        await deleteDocuments(tx, customerId, keep);
        if (!keep) {
          await resetKyc(tx, customerId, { stillHeld: held !== null }, now);
        }
      });
      for (const doc of removed) {
        if (!doc.evidenceKey) continue;
        try {
          await storage.delete(doc.evidenceKey);
        } catch {
          log.warn({ documentId: doc.id }, 'licence picture not deleted');
        }
      }
      await record(customerId, 'cleaned', true, {
        detail: `${removed.length} document(s) removed${keep ? ', completed KYC kept' : ''}`,
      });
      return getCustomer(customerId);
    },
  };
}
