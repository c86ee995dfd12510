import multipart from '@fastify/multipart';
import {
  heldForPremiumDue,
  claimCopy,
  claimServerCopy,
  claimSchema,
  messageAnswerSchema,
  nextOfKinTokenSchema,
  decisionDueBy,
  lagosDate,
  nextOfKinClaimBodySchema,
  nextOfKinClaimCopy,
  nextOfKinCodeBodySchema,
  nextOfKinVerifyBodySchema,
  normalizeNigerianPhone,
  text,
  UPLOAD_MAX_BYTES,
  uploadCopy,
  uploadResultSchema,
  uploadTypeSchema,
  PRODUCT_LINES,
  HTCI_BENEFITS,
} from '@alaafia/domain';
import { SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../plugins/language.js';
import type { AppContext } from '../../../app-context.js';
import {
  claimantVerifications,
  claimDocuments,
  claimEvents,
  claims,
  customers,
  nextOfKin,
  policies,
  type uploads,
} from '../../../db/schema/index.js';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { HttpError, unauthorized, unprocessable } from '../../../lib/http-errors.js';
import { readMultipartForm, type UploadedFile } from '../../../lib/multipart.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { findBankByCode } from '../../platform/reference/index.js';
import { namesMatch } from '../../../lib/name-match.js';
import {
  hashOtp,
  newOtpCode,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  otpMatches,
} from '../../../lib/one-time-codes.js';
import { notify, sendNow } from '../../platform/messaging/index.js';
import { createUploadsService, findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import { claimAnswer } from './claim-answers.js';
import { policyCoveringOn } from './claim-cover.js';
import { claimNumberOf } from './claim-filing.js';
import { eventNote, readableDue } from './claim-moves.js';
import { refreshClaimDueBy } from './claim-due.js';
import { syncClaimReserve } from './claim-reserve.js';

/** A claimant token lasts this long after the code was verified. */
const CLAIMANT_TOKEN_MS = 2 * 3600_000;

const codeByPhone: RateLimitRule = { name: 'claims:nok-code:phone', limit: 5, windowMs: 3600_000 };
const codeByIp: RateLimitRule = { name: 'claims:nok-code:ip', limit: 20, windowMs: 3600_000 };

const refuse = (field: string, message: string) => unprocessable(message, { [field]: [message] });

/**
 * The next of kin's claim for the HealthCash death benefit, without an account (issue 17): the
 * policy number and the phone the policyholder named for them, proved by a one-time code (the KYC
 * OTP rules: 4 digits from the CSPRNG, a keyed hash, 10 minutes, 5 tries); then, with the claimant
 * token, the death certificate and a bank account in the next of kin's own name.
 */
function createNextOfKinClaims(ctx: AppContext) {
  const { db } = ctx.database;

  async function kinOf(policyNumber: string, phone: string) {
    const [row] = await db
      .select({ policy: policies, kin: nextOfKin })
      .from(policies)
      .innerJoin(nextOfKin, eq(nextOfKin.customerId, policies.customerId))
      .where(and(eq(policies.policyNumber, policyNumber), eq(policies.productUid, 'HTCI')));
    if (!row) return null;
    const named = normalizeNigerianPhone(row.kin.phone);
    return named !== null && named === phone ? row : null;
  }

  /** Sends a code when the details match; answers the same either way (nothing to learn by asking). */
  async function sendCode(
    body: { policy_number: string; phone: string },
    ip: string,
    /** The language the next of kin reads the claim page in (issue 42): they have no account. */
    language: Language = SOURCE_LANGUAGE,
  ) {
    await ctx.rateLimiter.consume(codeByIp, ip);
    await ctx.rateLimiter.consume(codeByPhone, body.phone);
    const found = await kinOf(body.policy_number, body.phone);
    if (!found) return;
    const now = ctx.now();
    const code = newOtpCode();
    const [row] = await db
      .insert(claimantVerifications)
      .values({
        policyId: found.policy.id,
        phone: body.phone,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
      })
      .returning();
    await db
      .update(claimantVerifications)
      .set({ codeHash: hashOtp(ctx.cipher, row!.id, code) })
      .where(eq(claimantVerifications.id, row!.id));
    // Sent at once through messaging, with its record (the code itself is never stored).
    await sendNow(ctx, {
      phone: body.phone,
      address: body.phone,
      event: 'code.claimant',
      key: `claimant:${row!.id}`,
      params: { code },
      language,
    });
  }

  async function verify(body: { policy_number: string; phone: string; code: string }) {
    const found = await kinOf(body.policy_number, body.phone);
    if (!found) throw refuse('code', nextOfKinClaimCopy.codeInvalid);
    const now = ctx.now();
    const [latest] = await db
      .select()
      .from(claimantVerifications)
      .where(
        and(
          eq(claimantVerifications.policyId, found.policy.id),
          eq(claimantVerifications.phone, body.phone),
          isNull(claimantVerifications.verifiedAt),
          gt(claimantVerifications.expiresAt, now),
        ),
      )
      .orderBy(desc(claimantVerifications.id))
      .limit(1);
    if (!latest?.codeHash) throw refuse('code', nextOfKinClaimCopy.codeInvalid);
    // Take one of the code's tries before comparing, in one statement (as the KYC code does,
    // kyc.repo.ts claimOtpTry): however many guesses arrive at once, at most OTP_MAX_TRIES are compared.
    const [tried] = await db
      .update(claimantVerifications)
      .set({ tries: sql`${claimantVerifications.tries} + 1` })
      .where(
        and(
          eq(claimantVerifications.id, latest.id),
          isNull(claimantVerifications.verifiedAt),
          lt(claimantVerifications.tries, OTP_MAX_TRIES),
          gt(claimantVerifications.expiresAt, now),
        ),
      )
      .returning({ id: claimantVerifications.id });
    if (!tried) throw refuse('code', nextOfKinClaimCopy.codeInvalid);
    if (!otpMatches(ctx.cipher, latest.id, body.code, latest.codeHash)) {
      throw refuse('code', nextOfKinClaimCopy.codeInvalid);
    }
    const token = newToken();
    const [done] = await db
      .update(claimantVerifications)
      .set({
        verifiedAt: now,
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(now.getTime() + CLAIMANT_TOKEN_MS),
      })
      .where(and(eq(claimantVerifications.id, latest.id), isNull(claimantVerifications.verifiedAt)))
      .returning();
    if (!done) throw refuse('code', nextOfKinClaimCopy.codeInvalid);
    return { token, expires_at: done.tokenExpiresAt!.toISOString() };
  }

  /** The verification behind a claimant token, or 401. */
  async function claimantOf(request: FastifyRequest) {
    const header = request.headers['x-claimant-token'];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token || token.length > 200) throw unauthorized(nextOfKinClaimCopy.sessionExpired);
    const [row] = await db
      .select({ verification: claimantVerifications, policy: policies, kin: nextOfKin })
      .from(claimantVerifications)
      .innerJoin(policies, eq(policies.id, claimantVerifications.policyId))
      .innerJoin(nextOfKin, eq(nextOfKin.customerId, policies.customerId))
      .where(
        and(
          eq(claimantVerifications.tokenHash, hashToken(token)),
          gt(claimantVerifications.tokenExpiresAt, ctx.now()),
        ),
      );
    if (!row) throw unauthorized(nextOfKinClaimCopy.sessionExpired);
    return row;
  }

  async function file(
    claimant: Awaited<ReturnType<typeof claimantOf>>,
    body: z.output<typeof nextOfKinClaimBodySchema>,
  ) {
    const now = ctx.now();
    const today = lagosDate(now);
    const { policy, kin } = claimant;
    if (body.date_of_event > today) throw refuse('date_of_event', claimCopy.dateInFuture);
    // docs/business-rules.md, 'Next of kin (accidental death)': a death inside a period of cover
    // (the customer's own rule), on a verified policyholder, once per policy.
    if (!(await policyCoveringOn(db, [policy], body.date_of_event))) {
      throw refuse('date_of_event', claimCopy.noActivePolicy);
    }
    const [holder] = await db
      .select({ verified: customers.haveCompletedKyc })
      .from(customers)
      .where(eq(customers.id, policy.customerId));
    if (!holder?.verified) throw refuse('benefit', claimCopy.policyholderNotVerified);
    const [earlier] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.policyId, policy.id), eq(claims.benefitKey, 'accidental_death')))
      .limit(1);
    if (earlier) throw refuse('benefit', claimCopy.deathAlreadyClaimed);
    const docs: (typeof uploads.$inferSelect)[] = [];
    for (const url of body.documents) {
      const upload = await findOwnUploadByUrl(db, policy.customerId, url, 'claim_document');
      if (!upload) throw refuse('documents', claimCopy.documentNotFound);
      docs.push(upload);
    }
    const bank = await findBankByCode(db, body.bank_code);
    if (!bank) throw refuse('bank_code', claimServerCopy.unknownBank);
    const result = await ctx.identity.lookup({
      type: 'account_number',
      value: body.account_number,
      bankCode: bank.code,
      applicant: { firstName: kin.firstName, lastName: kin.lastName, phoneNumber: kin.phone },
    });
    if (result.outcome === 'not_found') throw refuse('account_number', claimCopy.bankNotFound);
    if (result.outcome === 'name_mismatch' || !namesMatch(kin, result.identity)) {
      throw refuse('account_number', claimServerCopy.kinBankNameMismatch);
    }
    return db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(claims)
        .values({
          claimNumber: claimNumberOf(now),
          customerId: policy.customerId,
          policyId: policy.id,
          productUid: 'HTCI',
          benefit: 'accidental_death',
          benefitKey: 'accidental_death',
          dateOfLoss: body.date_of_event,
          amountClaimedKobo: HTCI_BENEFITS.accidental_death.limitKobo,
          description: body.description ?? null,
          status: 'submitted',
          bankCode: bank.code,
          accountNumberEnc: ctx.cipher.encrypt(body.account_number),
          accountLast4: body.account_number.slice(-4),
          accountName:
            result.identity.fullName ?? `${result.identity.firstName} ${result.identity.lastName}`,
          completeOn: today,
          heldForPremiumDue: heldForPremiumDue(policy, body.date_of_event),
          claimantName: `${kin.firstName} ${kin.lastName}`,
          claimantPhone: kin.phone,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .catch((error: unknown) => {
          // Two filings at once: the one-death-claim-per-policy index lets one through.
          if (isUniqueViolation(error)) throw refuse('benefit', claimCopy.deathAlreadyClaimed);
          throw error;
        });
      // Filed complete: the decision clock starts (the queue's stored due time, claim-due.ts).
      claim!.dueBy = (await refreshClaimDueBy(tx, [claim!.id])).dueBy.get(claim!.id) ?? null;
      // Notified: its case reserve is set (claim-reserve.ts).
      await syncClaimReserve(tx, claim!.id, now, 'notified');
      for (const d of docs) {
        await tx
          .insert(claimDocuments)
          .values({ claimId: claim!.id, uploadId: d.id, createdAt: now })
          .onConflictDoNothing();
      }
      const [event] = await tx
        .insert(claimEvents)
        .values({
          claimId: claim!.id,
          status: 'submitted',
          actor: 'customer',
          ...eventNote({
            copy: 'filedByNextOfKin',
            values: { name: `${kin.firstName} ${kin.lastName}` },
          }),
          at: now,
        })
        .returning({ id: claimEvents.id });
      await notify(tx, {
        customerId: policy.customerId,
        event: 'claim.submitted',
        key: `claim:${claim!.id}:submitted:${event!.id}`,
        params: {
          claimNumber: claim!.claimNumber,
          product: PRODUCT_LINES.HTCI,
          dueDate: readableDue(decisionDueBy(today)),
        },
        at: now,
      });
      return claimAnswer(tx, claim!, now);
    });
  }

  return { sendCode, verify, claimantOf, file };
}

const isFilePart = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'file';

/** POST /api/local/claims/next-of-kin/{code,verify,upload} and POST /api/local/claims/next-of-kin. */
export async function nextOfKinClaimRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createNextOfKinClaims(app.ctx);
  const uploadsService = createUploadsService(app.ctx);
  const tags = ['claims'];
  const tokenHeader = z.object({ 'x-claimant-token': text().max(200).optional() });

  r.post(
    '/claims/next-of-kin/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Health Cash death benefit: a code by SMS to the next of kin's phone named on the policy (answers the same whether or not the details match)",
        body: nextOfKinCodeBodySchema,
        response: {
          200: dataOf(messageAnswerSchema),

          429: errorBody,
        },
      },
    },
    async (request) => {
      await service.sendCode(request.body, request.ip, await requestLanguage(request));
      return { data: { message: nextOfKinClaimCopy.codeSent } };
    },
  );

  r.post(
    '/claims/next-of-kin/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The code from the SMS, for a claimant token (2 hours) used as x-claimant-token',
        body: nextOfKinVerifyBodySchema,
        response: {
          200: dataOf(nextOfKinTokenSchema),
        },
      },
    },
    async (request) => ({ data: await service.verify(request.body) }),
  );

  r.post(
    '/claims/next-of-kin/upload',
    {
      config: { access: 'claimant-token' },
      onRequest: async (request) => void (await service.claimantOf(request)),
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const form = await readMultipartForm(
          request,
          () => new HttpError(413, uploadCopy.tooLarge, { file: [uploadCopy.tooLarge] }),
        );
        request.body = { ...form.fields, ...form.files } as typeof request.body;
      },
      schema: {
        tags,
        summary:
          'The next of kin uploads the death certificate (multipart: type claim_document, file; header x-claimant-token)',
        consumes: ['multipart/form-data'],
        headers: tokenHeader,
        body: z.object({
          type: uploadTypeSchema,
          file: z.custom<UploadedFile>(isFilePart, { error: uploadCopy.fileRequired }).meta({
            type: 'string',
            format: 'binary',
          }),
        }),
        response: {
          200: dataOf(uploadResultSchema),
          401: errorBody,
          413: errorBody,
          415: errorBody,

          429: errorBody,
        },
      },
    },
    async (request) => {
      const claimant = await service.claimantOf(request);
      return {
        data: await uploadsService.upload(claimant.policy.customerId, {
          type: 'claim_document',
          content: request.body.file.content,
          fileName: request.body.file.filename,
        }),
      };
    },
  );

  r.post(
    '/claims/next-of-kin',
    {
      config: { access: 'claimant-token' },
      schema: {
        tags,
        summary:
          "The next of kin's Health Cash death claim (header x-claimant-token): date, the death certificate, a bank account in the next of kin's name",
        headers: tokenHeader,
        body: nextOfKinClaimBodySchema,
        response: { 201: dataOf(claimSchema), 401: errorBody },
      },
    },
    async (request, reply) => {
      const claimant = await service.claimantOf(request);
      return reply.code(201).send({ data: await service.file(claimant, request.body) });
    },
  );
}
