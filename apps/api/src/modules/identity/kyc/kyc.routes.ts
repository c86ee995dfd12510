import multipart from '@fastify/multipart';
import {
  PRODUCT_UIDS,
  accountNumberAnswerSchema,
  checkedCardSchema,
  registeredNameSchema,
  validatedProfileSchema,
  UPLOAD_MAX_BYTES,
  customerSchema,
  errorCopy,
  kycBodySchemas,
  kycFieldErrors,
  otpCodeStatusSchema,
  type KycEndpoint,
} from '@alaafia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { onlyOwn, ownCustomerId, requireOwnCustomer } from '../../../plugins/session.js';
import { toCustomerRecord } from '../../../views/customer-record.js';
import { kycServerCopy } from './kyc-copy.js';
import {
  ACCOUNT_PRODUCTS,
  createKycService,
  kycDepsOf,
  type AccountProduct,
} from './kyc.service.js';
import { readLicenceForm } from './licence-form.js';
import { customerIdParamsOf } from '../../../lib/route-params.js';

const custIdParams = customerIdParamsOf('cust_id');
const idParams = customerIdParamsOf('id');

/** A KYC failure: the message, the errors under the client's key, and for a name mismatch the registered name. */
const kycErrorBody = errorBody.extend({
  data: registeredNameSchema
    .optional()
    .describe('on a name mismatch: the name registered to the ID'),
});
const failures = {
  422: kycErrorBody,
  429: errorBody,
  503: kycErrorBody,
};

const customerBody = dataOf(customerSchema);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * The KYC routes validate with the domain's schemas but answer under the keys the client reads
 * (errors.VIN, errors.DRIVER_LICENSE, errors.ACCOUNT_NUMBER), so they take the validation result
 * themselves (attachValidation) and translate it with kycFieldErrors.
 */
function refuseInvalid(request: FastifyRequest, endpoint: KycEndpoint | 'profile') {
  const error = request.validationError as (Error & { validation?: ValidationIssue[] }) | undefined;
  if (!error) return null;
  const issues = (error.validation ?? []).map((v) => ({
    path: (v.instancePath ?? '').split('/').filter(Boolean),
    message: v.message ?? errorCopy.validation,
  }));
  const errors =
    endpoint === 'profile'
      ? Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'body'), [i.message]]))
      : kycFieldErrors(endpoint, issues);
  const first = Object.values(errors)[0]?.[0] ?? error.message;
  return { error: unprocessable(first, errors), fields: Object.keys(errors) };
}

export async function kycRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kyc = createKycService(kycDepsOf(app.ctx, app.log));
  const { db } = app.ctx.database;
  const tags = ['kyc'];

  /** Throws the 422 of a refused body, after noting it in the customer's KYC audit trail. */
  async function guard(
    request: FastifyRequest,
    endpoint: KycEndpoint | 'profile',
    customerId: number,
  ) {
    const refused = refuseInvalid(request, endpoint);
    if (!refused) return;
    await kyc.recordRejected(customerId, endpoint, refused.fields);
    throw refused.error;
  }

  for (const type of ['bvn', 'nin'] as const) {
    const endpoint = `${type}-with-id` as const;
    r.post(
      `/customers/profiles/${endpoint}/:cust_id`,
      {
        preValidation: onlyOwn('cust_id'),
        attachValidation: true,
        schema: {
          tags,
          summary: `Check a ${type.toUpperCase()} and send a 4-digit code to the phone registered to it`,
          params: custIdParams,
          body: kycBodySchemas[endpoint],
          response: {
            200: dataOf(otpCodeStatusSchema),
            ...failures,
          },
        },
      },
      async (request) => {
        const customerId = ownCustomerId(request);
        await guard(request, endpoint, customerId);
        const body = request.body as Record<string, string>;
        return { data: await kyc.submitForCode(customerId, type, body[type]!) };
      },
    );
  }

  r.get(
    '/customers/profiles/otp-status/:cust_id',
    {
      preValidation: onlyOwn('cust_id'),
      schema: {
        tags,
        summary:
          'The newest BVN/NIN code: the phone it went to (masked) and the seconds before another can be sent',
        params: custIdParams,
        response: { 200: dataOf(otpCodeStatusSchema), ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      return { data: await kyc.codeStatus(customerId) };
    },
  );

  r.post(
    '/customers/profiles/otp-resend/:cust_id',
    {
      preValidation: onlyOwn('cust_id'),
      schema: {
        tags,
        summary:
          'Send a new code for the BVN or NIN being checked, to the same registered phone (after the resend pause, within the send quotas)',
        params: custIdParams,
        response: { 200: dataOf(otpCodeStatusSchema), ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      return { data: await kyc.resendCode(customerId) };
    },
  );

  r.get(
    '/customers/profiles/nin-with-id/:otp/:cust_id/verify',
    {
      config: { changesState: true },
      preValidation: onlyOwn('cust_id'),
      schema: {
        tags,
        summary: 'Check the code sent for a BVN or NIN; answers the validated profile',
        params: custIdParams.extend({ otp: z.string().max(16) }),
        response: {
          200: dataOf(validatedProfileSchema),
          ...failures,
        },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      return { data: await kyc.verifyCode(customerId, request.params.otp) };
    },
  );

  r.post(
    '/customers/profiles/vin-with-id/:cust_id',
    {
      preValidation: onlyOwn('cust_id'),
      attachValidation: true,
      schema: {
        tags,
        summary: "Check a voter's card (VIN); the date of birth may come with a second submit",
        params: custIdParams,
        body: kycBodySchemas['vin-with-id'],
        response: { 200: dataOf(checkedCardSchema), ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      await guard(request, 'vin-with-id', customerId);
      const { vin, dob } = request.body;
      return { data: await kyc.verifyCard(customerId, 'vin', vin, { dob }) };
    },
  );

  r.post(
    '/customers/profiles/driver-license-with-id/:cust_id',
    {
      preValidation: onlyOwn('cust_id'),
      attachValidation: true,
      schema: {
        tags,
        summary: "Check a driver's licence number",
        params: custIdParams,
        body: kycBodySchemas['driver-license-with-id'],
        response: { 200: dataOf(checkedCardSchema), ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      await guard(request, 'driver-license-with-id', customerId);
      return {
        data: await kyc.verifyCard(customerId, 'dvl', request.body.driver_license_number),
      };
    },
  );

  // One route per product: an unknown {product} is the app's 404.
  for (const product of Object.keys(ACCOUNT_PRODUCTS) as AccountProduct[]) {
    r.post(
      `/${product}-account-number/verify/:cust_id`,
      {
        preValidation: onlyOwn('cust_id'),
        attachValidation: true,
        schema: {
          tags,
          summary: `Check a bank account (${ACCOUNT_PRODUCTS[product]}); gender and date of birth may come with a second submit`,
          params: custIdParams,
          body: kycBodySchemas['account-number-verify'],
          response: {
            200: dataOf(accountNumberAnswerSchema),
            ...failures,
          },
        },
      },
      async (request) => {
        const customerId = ownCustomerId(request);
        await guard(request, 'account-number-verify', customerId);
        return { data: await kyc.verifyAccount(customerId, product, request.body) };
      },
    );
  }

  // The licence picture: multipart, so @fastify/multipart lives only in this route's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/customers/profiles/biometrics-with-id/:cust_id',
      {
        preValidation: onlyOwn('cust_id'),
        schema: {
          tags,
          summary:
            "Check a driver's licence with a picture of it (multipart: id_number, type 'frsc', file: png or jpeg, 10 MB at most)",
          consumes: ['multipart/form-data'],
          params: custIdParams,
          response: { 200: dataOf(checkedCardSchema), 413: errorBody, 415: errorBody, ...failures },
        },
      },
      async (request) => {
        const customerId = ownCustomerId(request);
        const form = await readLicenceForm(request, (fields) =>
          kyc.recordRejected(customerId, 'biometrics-with-id', fields),
        );
        return { data: await kyc.verifyLicenceWithImage(customerId, form.number, form.image) };
      },
    );
  });

  r.post(
    '/customers/profiles/reset-name/:cust_id',
    {
      preValidation: onlyOwn('cust_id'),
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Take the name registered to the ID (letters only); for a BVN or NIN a new code is sent',
        params: custIdParams,
        body: kycBodySchemas['reset-name'],
        response: { 200: customerBody, 409: errorBody, ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      await guard(request, 'reset-name', customerId);
      const row = await kyc.resetName(customerId, request.body);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );

  r.patch(
    '/customers/:id/set-kyc-complete',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Mark KYC complete (a verified ID, a valid e-mail and phone number)',
        params: idParams,
        response: { 200: customerBody, ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      const row = await kyc.setKycComplete(customerId);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );

  r.get(
    '/customers/profiles/clean/:cust_id',
    {
      config: { changesState: true },
      preValidation: onlyOwn('cust_id'),
      schema: {
        tags,
        summary:
          'Remove the identity data of an unfinished KYC attempt (documents, codes, dob, gender, KYC flags)',
        params: custIdParams,
        response: { 200: customerBody, ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      const row = await kyc.clean(customerId);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );

  r.post(
    '/customers/profiles/complete-profile-by-product',
    {
      // customer_id is in the body: it must be the signed-in customer's, before anything is read.
      config: { access: 'customer' },
      preValidation: async (request) => {
        requireOwnCustomer(
          request,
          (request.body as { customer_id?: unknown } | undefined)?.customer_id,
        );
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Mark the profile of a product complete (after KYC)',
        body: z.object({
          customer_id: z.coerce.number().int().positive(),
          product_uid: z.enum(PRODUCT_UIDS, { error: kycServerCopy.unknownProduct }),
        }),
        response: { 200: customerBody, ...failures },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      await guard(request, 'profile', customerId);
      const row = await kyc.completeProfile(customerId, request.body.product_uid);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );
}
