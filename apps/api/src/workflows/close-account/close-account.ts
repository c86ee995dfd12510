import { randomUUID } from 'node:crypto';
import {
  accountCopy,
  lagosDate,
  retainedUntil,
  type CloseAccountAnswer,
  type CloseAccountBody,
} from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FileStorage } from '../../integrations/storage/types.js';
import type { FieldCipher } from '../../lib/crypto.js';
import { PaymentProviderError } from '../../integrations/payments/types.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-errors.js';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import {
  deleteOutboxMessagesTo,
  deleteWhatsAppMessagesOf,
} from '../../modules/platform/messaging/index.js';
import { unlinkCustomer } from '../whatsapp/index.js';
import { deleteCustomerSessions } from '../../plugins/session.js';
import { clearUssdPin, deleteResetTokensOf } from '../../modules/identity/auth/index.js';
import { deleteUssdSessionsOf } from '../ussd/index.js';
import { deleteCartsOf } from '../../modules/sales/carts/index.js';
import {
  anonymiseClosedCustomer,
  eraseRetainedRecord,
  lockCustomer,
} from '../../modules/customers/customers/index.js';
import { deleteEmploymentInformationOf } from '../../modules/customers/employment/index.js';
import { deleteAnalyticsEventsOf } from '../../modules/service/events/index.js';
import { deleteChangeHospitalRequestsOf } from '../../modules/cover/hospitals/index.js';
import { deleteTelemedicineRequestsOf } from '../../modules/cover/telemedicine/index.js';
import { deleteTelemedicineOutboxOf } from '../../integrations/telemedicine/sandbox.js';
import { deleteOtpCodesOf, eraseKycRecordsOf } from '../../modules/identity/kyc/index.js';
import { deleteLeadsOf } from '../../modules/sales/leads/index.js';
import { deleteNextOfKinOf } from '../../modules/customers/next-of-kin/index.js';
import { deleteAuthorizationsOf, referencesOf } from '../../modules/sales/payments/index.js';
import { deleteUploadsOf } from '../../modules/platform/uploads/index.js';
import { deleteWebhookEventsOfReferences } from '../webhooks/index.js';
import { forgetConsentAddresses } from '../../modules/customers/consents/index.js';
import { findCustomerById } from '../../modules/customers/customers/index.js';
import { confirmReference } from '../../modules/sales/payments/index.js';
import { forgetMessagePersonalData, notify } from '../../modules/platform/messaging/index.js';
import {
  closedAccountsRetainedUntil,
  hasActivePolicy,
  holdsPaymentsOrPolicies,
  pendingReferencesOf,
  storedFilesOf,
} from '../../views/account-closure.js';

/** Password tries on close-account: the same budget as a sign-in. */
const closeAccountRateLimit: RateLimitRule = {
  name: 'close-account:customer',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** A payment started this recently may still be completed by the customer's bank or card. */
const PENDING_PAYMENT_WINDOW_MS = 48 * 60 * 60_000;

/** What is erased at once and what is kept, as the customer is told (answer and e-mail). */
const closureCopy = {
  erased: [
    'Your name, e-mail address, phone number, address and date of birth on your account',
    'Your next of kin',
    'Your saved cards',
    'Your sign-in sessions and password',
    'Your hospital change requests, carts, analytics events and contact requests',
  ],
  erasedWithoutPolicies: [
    'Your ID checks (ID numbers and their results) and your uploaded documents',
  ],
  retained: (until: string) => [
    `Your policies, payments, receipts and refunds, as insurance and tax law require, until ${until}`,
    `Your name, contact details, date of birth, ID checks and the documents you gave when you bought your policies (kept encrypted, for anti-money-laundering and insurance records), until ${until}`,
  ],
} as const;

/** A closed account's e-mail: unique, never deliverable (.invalid is reserved, RFC 2606). */
const closedEmail = (customerId: number) => `closed-${customerId}@closed.invalid`;

/** Erases identity checks, employment information and uploads (rows; the files go first). */
async function eraseIdentityAndDocuments(tx: DbOrTx, customerId: number) {
  // Each table's owner erases its rows (names shown from ID records and the review queue's rows
  // included, issue 12).
  await eraseKycRecordsOf(tx, customerId);
  await deleteEmploymentInformationOf(tx, customerId);
  await deleteUploadsOf(tx, customerId);
}

async function deleteFiles(storage: Pick<FileStorage, 'delete'>, keys: string[]) {
  for (const key of keys) await storage.delete(key);
}

/** What closing an account and the retention job use, and nothing else. */
interface CloseAccountDeps {
  db: Db;
  now: () => Date;
  cipher: FieldCipher;
  storage: Pick<FileStorage, 'delete'>;
  rateLimiter: RateLimiter;
  passwords: Pick<PasswordHasher, 'verify'>;
  /** Settles a payment still pending with the provider (payments' reconciliation). */
  settlePayment: (reference: string) => Promise<unknown>;
}

/** The dependencies, taken from the application's context. */
export const closeAccountDepsOf = (ctx: AppContext): CloseAccountDeps => ({
  db: ctx.database.db,
  now: () => ctx.now(),
  cipher: ctx.cipher,
  storage: ctx.storage,
  rateLimiter: ctx.rateLimiter,
  passwords: ctx.passwords,
  settlePayment: (reference) => confirmReference(ctx, reference, 'reconciliation'),
});

const unavailable = () => new HttpError(503, accountCopy.closeUnavailable);

/**
 * Closes the account (the right to erasure of the Nigeria Data Protection Act 2023, section 36):
 * the password is asked again; an account with an active policy is refused (cancel first, so no
 * cover ends without the customer choosing it); payments still in flight are settled with the
 * provider first. Then, in one transaction, personal data is erased or anonymised. Policies,
 * payments, receipts and refunds are kept (insurance and tax records), and so, encrypted and only
 * while the law requires, are the policyholder's identity and the documents of the sale. Every
 * session ends. The customer is told by e-mail what was erased and what is kept until when.
 */
export async function closeAccount(
  deps: CloseAccountDeps,
  customerId: number,
  body: CloseAccountBody,
  log?: FastifyBaseLogger,
): Promise<CloseAccountAnswer> {
  const { db } = deps;
  await deps.rateLimiter.consume(closeAccountRateLimit, String(customerId));
  const customer = await findCustomerById(db, customerId);
  if (!customer || customer.closedAt) throw notFound();
  if (!(await deps.passwords.verify(customer.passwordHash, body.password))) {
    throw unprocessable(accountCopy.passwordWrong, { password: [accountCopy.passwordWrong] });
  }
  const refuseActive = () =>
    conflict(accountCopy.activePolicies, { policies: [accountCopy.activePolicies] });
  if (await hasActivePolicy(db, customerId)) throw refuseActive();

  // Money the customer may have sent in the last two days is settled now, never lost after closing.
  const now = deps.now();
  const pending = await pendingReferencesOf(
    db,
    customerId,
    new Date(now.getTime() - PENDING_PAYMENT_WINDOW_MS),
  );
  for (const { reference } of pending) {
    try {
      await deps.settlePayment(reference);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw unavailable();
      throw err;
    }
  }
  if (await hasActivePolicy(db, customerId)) throw refuseActive();

  const retain = await holdsPaymentsOrPolicies(db, customerId);
  const closedOn = lagosDate(now);
  const until = retain ? retainedUntil(closedOn) : null;
  if (!retain) {
    // Files first: a storage failure leaves the account as it was (deleting is idempotent).
    try {
      await deleteFiles(deps.storage, await storedFilesOf(db, customerId));
    } catch (err) {
      log?.error({ err, customerId }, 'close account: files not deleted');
      throw unavailable();
    }
  }

  const email = customer.email;
  const erased = [...closureCopy.erased, ...(retain ? [] : closureCopy.erasedWithoutPolicies)];
  const retained = until ? [...closureCopy.retained(until)] : [];
  await db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, customerId);
    if (!locked || locked.closedAt) throw notFound();
    // Each table's owner deletes the customer's rows.
    await deleteCustomerSessions(tx, customerId);
    await deleteResetTokensOf(tx, customerId);
    await deleteNextOfKinOf(tx, customerId);
    await deleteAuthorizationsOf(tx, customerId);
    await deleteCartsOf(tx, customerId);
    await deleteChangeHospitalRequestsOf(tx, customerId);
    // What the customer told a doctor's service is health data: it goes whatever else is kept.
    await deleteTelemedicineRequestsOf(tx, customerId);
    await deleteTelemedicineOutboxOf(tx, customer.phoneNumber);
    await deleteLeadsOf(tx, customerId);
    await deleteAnalyticsEventsOf(tx, customerId);
    await deleteOutboxMessagesTo(tx, email);
    // The linked WhatsApp number, its codes and the conversation (issue 40).
    await unlinkCustomer(tx, customerId);
    await deleteWhatsAppMessagesOf(tx, customerId);
    await deleteOtpCodesOf(tx, customerId);
    // The USSD PIN and the USSD sessions (the number and where the caller was): issue 41.
    await clearUssdPin(tx, customerId);
    await deleteUssdSessionsOf(tx, customerId, customer.phoneNumber);
    if (!retain) await eraseIdentityAndDocuments(tx, customerId);
    const retainedRecord = retain
      ? deps.cipher.encrypt(
          JSON.stringify({
            first_name: customer.firstName,
            last_name: customer.lastName,
            email: customer.email,
            phone_number: customer.phoneNumber,
            address: customer.address,
            state: customer.state,
            gender: customer.gender,
            dob: customer.dobEnc ? deps.cipher.decrypt(customer.dobEnc) : null,
            signed_up_at: customer.createdAt.toISOString(),
            closed_at: now.toISOString(),
          }),
        )
      : null;
    await anonymiseClosedCustomer(
      tx,
      customerId,
      {
        closedEmail: closedEmail(customerId),
        engageUid: randomUUID(),
        retainedRecordEnc: retainedRecord,
        retainedUntil: until,
      },
      now,
    );
    await forgetMessagePersonalData(tx, customerId);
    // The customer is told by e-mail, through notify like every message (docs/business-rules.md,
    // 'Messages'), in this transaction: to the address the account no longer holds, which (with the
    // first name) is stored only encrypted and erased once the notice is sent, so the erasure holds.
    await notify(tx, {
      customerId,
      event: 'account.closed',
      key: String(customerId),
      params: {
        firstName: customer.firstName,
        email,
        closedOn,
        erased: erased.join('\n'),
        retained: retained.join('\n'),
      },
      at: now,
      cipher: deps.cipher,
    });
  });

  const message = until
    ? `${accountCopy.closed} We have erased your personal data, except what the law requires us to keep for your policies and payments: it is kept, encrypted, until ${until} and then erased.`
    : `${accountCopy.closed} We have erased your personal data.`;
  return { message, closed_at: now.toISOString(), retained_until: until, erased, retained };
}

/**
 * The retention job: closed accounts whose retention period has ended lose what was kept of them
 * (the encrypted identity record, ID checks, uploads and the provider's webhook copies of their
 * payments). The policy and payment rows stay, tied to an id that no longer names anyone.
 */
export async function purgeExpiredRetention(
  deps: Pick<CloseAccountDeps, 'db' | 'now' | 'storage'>,
  log?: FastifyBaseLogger,
  limit = 100,
): Promise<{ purged: number }> {
  const { db } = deps;
  const today = lagosDate(deps.now());
  const due = await closedAccountsRetainedUntil(db, today, limit);
  let purged = 0;
  for (const { id } of due) {
    try {
      await deleteFiles(deps.storage, await storedFilesOf(db, id));
    } catch (err) {
      log?.error({ err, customerId: id }, 'retention purge: files not deleted');
      continue;
    }
    await db.transaction(async (tx) => {
      await eraseIdentityAndDocuments(tx, id);
      await forgetConsentAddresses(tx, id);
      await deleteWebhookEventsOfReferences(tx, referencesOf(tx, id));
      await eraseRetainedRecord(tx, id, deps.now());
    });
    purged += 1;
  }
  return { purged };
}
