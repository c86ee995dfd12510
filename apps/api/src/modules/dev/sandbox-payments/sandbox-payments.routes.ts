import {
  checkoutCopy,
  emailSchema,
  int4,
  lagosDate,
  MAX_KOBO,
  sandboxCardBehaviourSchema,
  sandboxChargeAnswerSchema,
  sandboxDisputeAnswerSchema,
  sandboxRefundSchema,
  sandboxSettleBodySchema,
  text,
} from '@alaafia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SandboxPaymentProvider } from '../../../integrations/payments/sandbox.js';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { fieldError, notFound } from '../../../lib/http-errors.js';
import { reconcileSettlements } from '../../back-office/finance/index.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { findReference } from '../../sales/payments/index.js';
import { payoutReference } from '../../cover/claims/index.js';
import {
  sandboxCheckoutMissing,
  sandboxCheckoutOutcome,
  sandboxCheckoutPage,
} from './sandbox-checkout-page.js';

const sandboxChargeBodySchema = z.object({
  reference: text().trim().min(1, checkoutCopy.paymentReferenceRequired).max(100),
  outcome: z.enum(['success', 'failed']),
  /** Tests only: pay a different amount than the reference asks (an underpayment, say). */
  amount_kobo: z.number().int().positive().max(MAX_KOBO).optional(),
});

/**
 * The sandbox checkout (only while PAYMENTS_PROVIDER=sandbox): what the customer does at Paystack's
 * pop-up. The ledger marks the reference as Paystack would, and on success the signed charge.success
 * webhook is delivered to our own POST /api/webhooks/paystack, through the same code as a real one.
 * Paystack sends no webhook for a failed charge, and neither does the sandbox.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance) {
  const provider = app.ctx.payments;
  if (!(provider instanceof SandboxPaymentProvider)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.post(
    '/paystack/charge',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Pay (or fail) a payment reference at the sandbox provider, as the customer would in Paystack's pop-up; delivers the signed webhook",
        body: sandboxChargeBodySchema,
        response: {
          200: dataOf(sandboxChargeAnswerSchema),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { reference, outcome, amount_kobo } = request.body;
      const ref = await findReference(db, reference);
      const customer = ref ? await findCustomerById(db, ref.customerId) : null;
      // Else a payment page the provider made (Initialize Transaction: a sponsor's invoice link).
      const page = ref ? null : await provider.transaction(reference);
      const payer =
        ref && customer
          ? {
              amountKobo: ref.amountKobo,
              email: customer.email,
              channel:
                ref.paymentType === 'transfer'
                  ? ('bank_transfer' as const)
                  : ref.paymentType === 'ussd'
                    ? ('ussd' as const)
                    : ('card' as const),
            }
          : page
            ? { amountKobo: page.amountKobo, email: page.email, channel: 'card' as const }
            : null;
      if (!payer) throw notFound(checkoutCopy.paymentNotFound);
      const row = await provider.completeCharge({
        reference,
        outcome,
        amountKobo: amount_kobo ?? payer.amountKobo,
        email: payer.email,
        channel: payer.channel,
      });
      if (row.status === 'success') {
        const { body, signature } = provider.webhookFor(row);
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/webhooks/paystack',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: body,
        });
        if (delivered.statusCode !== 200) {
          request.log.error({ status: delivered.statusCode }, 'sandbox: webhook delivery failed');
        }
      }
      return { data: { reference, status: row.status } };
    },
  );

  r.post(
    '/paystack/ussd',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Pay (or fail) a bank-USSD charge at the sandbox provider, by its reference or the ussd_code the customer dials, as their bank would; a payment delivers the signed charge.success webhook',
        body: z
          .object({
            reference: sandboxChargeBodySchema.shape.reference.optional(),
            ussd_code: text().trim().max(40).optional(),
            outcome: sandboxChargeBodySchema.shape.outcome,
          })
          .refine((b) => (b.reference === undefined) !== (b.ussd_code === undefined), {
            message: 'Send the reference or the ussd_code.',
            path: ['reference'],
          }),
        response: {
          200: dataOf(sandboxChargeAnswerSchema),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { outcome } = request.body;
      const reference =
        request.body.reference ??
        (await provider.pendingUssdCharge(request.body.ussd_code ?? ''))?.reference;
      const ref = reference ? await findReference(db, reference) : null;
      const customer = ref ? await findCustomerById(db, ref.customerId) : null;
      if (!ref || !customer || ref.paymentType !== 'ussd') {
        throw notFound(checkoutCopy.paymentNotFound);
      }
      const row = await provider.completeCharge({
        reference: ref.reference,
        outcome,
        amountKobo: ref.amountKobo,
        email: customer.email,
        channel: 'ussd',
      });
      if (row.status === 'success') await deliver(provider.webhookFor(row), request.log);
      return { data: { reference: ref.reference, status: row.status } };
    },
  );

  // The payment page's form posts form-encoded, as a browser does (only in this plugin).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const checkoutParams = z.object({
    reference: text().trim().min(1, checkoutCopy.paymentReferenceRequired).max(100),
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(body);

  // A page, not API (issue 38 item 6): the payment link of a sponsor invoice opens it in a browser.
  r.get(
    '/paystack/checkout/:reference',
    { schema: { hide: true, params: checkoutParams } },
    async (request, reply) => {
      const page = await provider.transaction(request.params.reference);
      if (!page) return html(reply, 404, sandboxCheckoutMissing());
      return html(reply, 200, sandboxCheckoutPage(page));
    },
  );

  r.post(
    '/paystack/checkout/:reference',
    {
      schema: {
        hide: true,
        params: checkoutParams,
        body: z.object({ outcome: z.enum(['success', 'failed']) }),
      },
    },
    async (request, reply) => {
      const page = await provider.transaction(request.params.reference);
      if (!page) return html(reply, 404, sandboxCheckoutMissing());
      const row = await provider.completeCharge({
        reference: page.reference,
        outcome: request.body.outcome,
        amountKobo: page.amountKobo,
        email: page.email,
        channel: 'card',
      });
      if (row.status === 'success') await deliver(provider.webhookFor(row), request.log);
      return html(reply, 200, sandboxCheckoutOutcome({ ...page, status: row.status }));
    },
  );

  /** Posts a signed sandbox webhook to our own endpoint, through the same code as a real one. */
  async function deliver(signed: { body: string; signature: string }, log: typeof app.log) {
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
      payload: signed.body,
    });
    if (delivered.statusCode !== 200) {
      log.error({ status: delivered.statusCode }, 'sandbox: webhook delivery failed');
    }
  }

  r.get(
    '/paystack/refunds',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "The refunds the sandbox provider holds for a transaction, oldest first: what reached 'Paystack' (tests and demos)",
        querystring: z.object({
          reference: text().trim().min(1, checkoutCopy.paymentReferenceRequired).max(100),
        }),
        response: {
          200: dataOf(z.array(sandboxRefundSchema)),
        },
      },
    },
    async (request) => {
      const rows = await provider.refundsOf(request.query.reference);
      return {
        data: rows.map((r) => ({ id: r.id, amount_kobo: r.amountKobo, status: r.status })),
      };
    },
  );

  r.post(
    '/paystack/refund-outcome',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Sets the outcome of the latest sandbox refund of a transaction and delivers Paystack's signed refund.* webhook",
        body: z.object({
          reference: text().trim().min(1, checkoutCopy.paymentReferenceRequired).max(100),
          outcome: z.enum(['processing', 'processed', 'failed', 'needs-attention']),
        }),
        response: {
          200: dataOf(sandboxChargeAnswerSchema),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { reference, outcome } = request.body;
      const signed = await provider.setRefundOutcome({ reference, outcome });
      if (!signed) throw notFound(sandboxCopy.noRefund);
      await deliver(signed, request.log);
      return { data: { reference, status: outcome } };
    },
  );

  r.post(
    '/paystack/transfer',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Decides a sandbox payout transfer (success, failed, or reversed after success) and delivers Paystack's signed transfer.* webhook; `deliveries: 2` delivers it twice",
        description:
          'Name the transfer by `reference` (GET /api/admin/payouts shows it) or by `payout_id` (its current transfer).',
        body: z
          .object({
            reference: text().trim().min(1).max(100).optional(),
            payout_id: int4().int().positive().optional(),
            outcome: z.enum(['success', 'failed', 'reversed']),
            deliveries: int4().int().min(0).max(3).default(1),
          })
          .refine((b) => b.reference !== undefined || b.payout_id !== undefined, {
            message: 'Name the transfer: reference or payout_id.',
            path: ['reference'],
          }),
        response: {
          200: dataOf(sandboxChargeAnswerSchema),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { outcome, deliveries } = request.body;
      let reference = request.body.reference ?? null;
      if (!reference && request.body.payout_id) {
        reference = await payoutReference(db, request.body.payout_id);
      }
      const signed = reference ? await provider.setTransferOutcome({ reference, outcome }) : null;
      if (!reference || !signed) throw notFound(sandboxCopy.noTransfer);
      for (let i = 0; i < deliveries; i += 1) await deliver(signed, request.log);
      return { data: { reference, status: outcome } };
    },
  );

  r.post(
    '/paystack/dispute',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Opens, reminds or resolves a chargeback on a paid sandbox transaction and delivers Paystack's signed charge.dispute.* webhook",
        body: z.object({
          reference: text().trim().min(1, checkoutCopy.paymentReferenceRequired).max(100),
          event: z.enum(['create', 'remind', 'resolve']),
          resolution: z.enum(['merchant-accepted', 'auto-accepted', 'declined']).optional(),
        }),
        response: {
          200: dataOf(sandboxDisputeAnswerSchema),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { reference, event, resolution } = request.body;
      const signed = await provider.disputeWebhookFor({ reference, event, resolution });
      if (!signed) throw notFound(checkoutCopy.paymentNotFound);
      await deliver(signed, request.log);
      return { data: { reference, event: `charge.dispute.${event}` } };
    },
  );

  r.post(
    '/paystack/settle',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Settles one day's successful sandbox charges at once (as Paystack would the next working day) and reconciles the settlement with the ledger",
        description:
          'The settlement is paid out today (Lagos); without this call the sandbox settles each day on the next working day when the settlements are listed. Answers the settlement (null when that day had no successful charge) and what the reconciliation matched.',
        body: sandboxSettleBodySchema,
        response: {
          200: dataOf(
            z.object({
              date: z.string(),
              settlement: z
                .object({
                  provider_id: z.string(),
                  settlement_date: z.string(),
                  total_processed_kobo: z.number().describe('the charges, before fees'),
                  total_fees_kobo: z.number(),
                  total_amount_kobo: z.number().describe('the charges less the fees'),
                  deductions_kobo: z
                    .number()
                    .describe('kept back for refunds and transfers paid from the balance'),
                  effective_amount_kobo: z.number().describe('what reached the bank'),
                })
                .nullable(),
              reconciled: z.object({
                settlements: z.number(),
                matched: z.number(),
                breaks: z.number(),
                failed: z.number(),
                not_settled: z.number(),
              }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { date } = request.body;
      const today = lagosDate(app.ctx.now());
      if (date > today) throw fieldError('date', sandboxCopy.settleFuture);
      const row = await provider.settleDay(date, today);
      const reconciled = row
        ? await reconcileSettlements(app.ctx, { from: row.settlementDate, to: row.settlementDate })
        : { settlements: 0, matched: 0, breaks: 0, failed: 0, not_settled: 0 };
      return {
        data: {
          date,
          settlement: row
            ? {
                provider_id: `SBX-STL-${row.id}`,
                settlement_date: row.settlementDate,
                total_processed_kobo: row.totalAmountKobo,
                total_fees_kobo: row.totalFeesKobo,
                total_amount_kobo: row.totalAmountKobo - row.totalFeesKobo,
                deductions_kobo: row.deductionsKobo,
                effective_amount_kobo: row.totalAmountKobo - row.totalFeesKobo - row.deductionsKobo,
              }
            : null,
          reconciled,
        },
      };
    },
  );

  r.post(
    '/paystack/top-up',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Tops the sandbox's Paystack balance up, as finance does on Paystack's dashboard (then record it in the back office for a second finance member to approve)",
        body: z.object({
          amount_kobo: z
            .number({ error: sandboxCopy.topUpAmount })
            .int(sandboxCopy.topUpAmount)
            .positive(sandboxCopy.topUpAmount)
            .max(MAX_KOBO, sandboxCopy.topUpAmount),
        }),
        response: {
          200: dataOf(
            z.object({ id: z.number(), amount_kobo: z.number(), balance_kobo: z.number() }),
          ),
        },
      },
    },
    async (request) => {
      const row = await provider.topUp(request.body.amount_kobo);
      return {
        data: {
          id: row.id,
          amount_kobo: row.amountKobo,
          balance_kobo: await provider.checkBalance(),
        },
      };
    },
  );

  r.get(
    '/paystack/balance',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "The sandbox's Paystack balance now, as Check Balance answers it: the charges not yet settled less their fees, less what was drawn (refunds, transfers and their fees) and not yet kept back, plus what top-ups left over",
        response: { 200: dataOf(z.object({ balance_kobo: z.number() })) },
      },
    },
    async () => ({ data: { balance_kobo: await provider.checkBalance() } }),
  );

  r.post(
    '/paystack/card-behaviour',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Make a customer's saved cards decline or succeed from now on (sandbox only)",
        description:
          '`failed`: declined (retried on the schedule); `success`: charged; `invalid`: refused outright as Paystack does a dead authorization (status false), so the card is switched off.',
        body: z.object({
          email: emailSchema,
          outcome: z.enum(['failed', 'success', 'invalid'], {
            error: 'Choose failed, success or invalid.',
          }),
        }),
        response: {
          200: dataOf(sandboxCardBehaviourSchema),
        },
      },
    },
    async (request) => {
      const { email, outcome } = request.body;
      await provider.setCardBehaviour(email, outcome);
      return { data: { email, outcome } };
    },
  );
}

const sandboxCopy = {
  noRefund: 'There is no refund for that payment reference.',
  noTransfer: 'There is no payout transfer with that reference.',
  settleFuture: 'Charges of a day still to come cannot be settled.',
  topUpAmount: 'Enter the amount to top up, in kobo (a whole number above 0).',
} as const;
