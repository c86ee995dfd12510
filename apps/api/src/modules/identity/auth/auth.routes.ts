import {
  changePasswordBodySchema,
  customerSchema,
  emailCodeBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  phoneAccountClaimBodySchema,
  phoneAccountCodeBodySchema,
  resetPasswordBodySchema,
  signedOutSchema,
  signupBodySchema,
  ussdPinBodySchema,
} from '@alaafia/domain';
import { requestLanguage } from '../../../plugins/language.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody, messageBody } from '../../../lib/envelope.js';
import { clearSessionCookie, requireCustomer, setSessionCookie } from '../../../plugins/session.js';
import { toCustomerRecord } from '../../../views/customer-record.js';
import { attachPendingEnrolments } from '../../sales/sponsors/index.js';
import { createAuthService } from './auth.service.js';
import { sendNowWith } from '../../platform/messaging/index.js';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  log: request.log,
});
const customerBody = dataOf(customerSchema);

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService({
    db: app.ctx.database.db,
    now: () => app.ctx.now(),
    rateLimiter: app.ctx.rateLimiter,
    passwords: app.ctx.passwords,
    sendNow: sendNowWith(app.ctx),
    cipher: app.ctx.cipher,
    appUrl: app.ctx.config.appUrl,
    sessionAbsoluteMs: app.ctx.config.session.absoluteMs,
    afterEmailProven: (tx, customer) => attachPendingEnrolments(app.ctx, tx, customer),
  });
  const { db } = app.ctx.database;
  const tags = ['auth'];

  r.post(
    '/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a customer account and sign in',
        body: signupBodySchema,
        response: { 201: customerBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // The language the visitor read the sign-up page in (their choice on the first screen: the
      // lang cookie; or their browser's) is their account's (issue 42).
      const language = await requestLanguage(request);
      const { customer, token, expiresAt } = await auth.signup(
        request.body,
        meta(request),
        language,
      );
      setSessionCookie(app.ctx, reply, token, expiresAt);
      return reply.code(201).send({ data: await toCustomerRecord(app.ctx, db, customer) });
    },
  );

  r.post(
    '/phone-account/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A 6-digit code by SMS to an account opened by phone (USSD), to add its e-mail and password; the same answer whether or not the number has one',
        body: phoneAccountCodeBodySchema,
        response: { 200: messageBody, 429: errorBody },
      },
    },
    async (request) => ({
      data: await auth.sendPhoneAccountCode(request.body.phone_number, meta(request)),
    }),
  );

  r.post(
    '/phone-account',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "An account opened by phone (USSD) adds its e-mail and password with the SMS code and the customer's USSD PIN, and signs in",
        body: phoneAccountClaimBodySchema,
        response: { 201: customerBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { customer, token, expiresAt } = await auth.claimPhoneAccount(
        request.body,
        meta(request),
      );
      setSessionCookie(app.ctx, reply, token, expiresAt);
      return reply.code(201).send({ data: await toCustomerRecord(app.ctx, db, customer) });
    },
  );

  r.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: customerBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { customer, token, expiresAt } = await auth.login(request.body, meta(request));
      setSessionCookie(app.ctx, reply, token, expiresAt);
      return { data: await toCustomerRecord(app.ctx, db, customer) };
    },
  );

  r.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out: the session is revoked on the server',
        response: { 200: dataOf(signedOutSchema) },
      },
    },
    async (request, reply) => {
      // Only a request that brought a session cookie (live or expired) has one to clear: without it,
      // the answer sets no cookie at all (issue 12: a forged sign-out must not touch the browser).
      if (request.session) await auth.logout(request.session.sessionId);
      if (request.session || request.sessionExpired) clearSessionCookie(app.ctx, reply);
      return { data: { signed_out: true as const } };
    },
  );

  r.get(
    '/me',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer (the profile action of the spec)',
        response: { 200: customerBody },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return { data: await toCustomerRecord(app.ctx, db, await auth.me(customerId)) };
    },
  );

  // Proving the e-mail (issue 24; docs/business-rules.md, 'Proving the e-mail').
  r.post(
    '/email/verify',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          'Prove the e-mail with the 6-digit code sent to it: what was addressed to it before the account existed joins the account',
        body: emailCodeBodySchema,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return { data: await auth.proveEmail(customerId, request.body.code) };
    },
  );

  r.post(
    '/email/code',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Send a new 6-digit code to the e-mail (once a minute, 5 an hour)',
        response: { 200: messageBody, 429: errorBody },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return { data: await auth.resendEmailCode(customerId, meta(request)) };
    },
  );

  r.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'E-mail a password reset link (the same answer whether or not the e-mail is registered)',
        body: forgotPasswordBodySchema,
        response: { 200: messageBody, 429: errorBody },
      },
    },
    async (request) => ({ data: await auth.forgotPassword(request.body, meta(request)) }),
  );

  r.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed link; signs out every session',
        body: resetPasswordBodySchema,
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      const result = await auth.resetPassword(request.body);
      clearSessionCookie(app.ctx, reply);
      return { data: result };
    },
  );

  r.post(
    '/change-password',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Change the password of the signed-in customer; other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: customerBody, 429: errorBody },
      },
    },
    async (request) => {
      const session = requireCustomer(request);
      return {
        data: await toCustomerRecord(app.ctx, db, await auth.changePassword(session, request.body)),
      };
    },
  );

  r.post(
    '/ussd-pin',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          "Set or reset the signed-in customer's USSD PIN (4 digits, not trivial), with their password; a lock is lifted",
        body: ussdPinBodySchema,
        response: { 200: messageBody, 429: errorBody },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return { data: await auth.setUssdPin(customerId, request.body) };
    },
  );
}
