import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZPaymentReferenceParams, ZSandboxOutcomeRequest, ZSandboxPayment } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { sandboxPaymentByReference, updatePayment } from './payments.repository.js';
import { AppError } from '../../lib/errors.js';
import { PaystackProvider } from './paystack.js';
import { verifyingPath, type TransferStatus, type VerifiedPayment } from './provider.js';
import { sandboxOutcomeOf } from './payments.plugin.js';
import { SANDBOX_JOB, SandboxProvider, sandboxWebhook } from './sandbox-provider.js';
import { providerNamed } from './provider-router.js';
import darajaRoutes from './daraja.routes.js';
import { SANDBOX_TEXT, WEBHOOK_TEXT } from './payments.texts.js';

const tags = ['payments'];
const ZReceived = z.object({ received: z.literal(true) });

/**
 * What a provider's webhook, once its signature is checked, is applied with. Given at registration
 * (app.ts) by the modules that own the rows it changes: checkout settles payments and records
 * refunds, the admin area finishes payouts. Payments itself knows nothing of orders or payouts,
 * so it depends on neither (decision 024).
 */
export interface WebhookHandlers {
  /** A provider's report on one payment attempt. */
  payment(payment: VerifiedPayment): Promise<unknown>;
  /** A payment attempt changed: ask the provider about it. */
  paymentChanged(reference: string): Promise<unknown>;
  /**
   * A provider's word on a payment's refunds: `only.refundId` when it names one (a B2C result),
   * `only.amount` when it says how much (Paystack's refund webhooks).
   */
  refund(
    paymentReference: string,
    status: 'processed' | 'failed',
    failureReason: string | null,
    only?: { refundId?: number; amount?: number },
  ): Promise<unknown>;
  transfer(
    reference: string,
    status: 'success' | 'failed' | 'reversed',
    failureReason: string | null,
  ): Promise<unknown>;
  /** A transfer as the provider tells it now (the sandbox's `transfer_changed`, verified). */
  transferStatus(status: TransferStatus): Promise<unknown>;
}

/**
 * Provider webhooks (signature over the raw body; exempt from the CSRF origin check, since the
 * provider is cross-site by nature) and the sandbox's simulated payment page.
 */
const paymentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; webhooks: WebhookHandlers }> = async (
  app,
  { config, webhooks },
) => {
  // Webhooks need the exact bytes the provider signed: keep the raw body in this scope only.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => {
      done(null, body);
    });
    hooks.removeContentTypeParser(['text/plain']);

    const receive =
      (provider: 'paystack' | 'sandbox') =>
      async (raw: unknown, headers: Record<string, string | string[] | undefined>) => {
        const p = providerNamed(app.payments, provider);
        const right = provider === 'paystack' ? p instanceof PaystackProvider : p instanceof SandboxProvider;
        if (!p || !right) throw new AppError('not_found', WEBHOOK_TEXT.notTaken(provider));
        if (!Buffer.isBuffer(raw)) throw new AppError('bad_request', WEBHOOK_TEXT.notJson);
        const event = p.parseWebhook(raw, headers);
        if (!event) throw new AppError('webhook_signature_invalid', WEBHOOK_TEXT.badSignature);
        if (event.kind === 'payment') await webhooks.payment(event.payment);
        else if (event.kind === 'payment_changed') await webhooks.paymentChanged(event.reference);
        else if (event.kind === 'refund')
          await webhooks.refund(
            event.paymentReference,
            event.status,
            event.failureReason,
            event.amount === null ? {} : { amount: event.amount },
          );
        else if (event.kind === 'transfer') await webhooks.transfer(event.reference, event.status, event.failureReason);
        else if (event.kind === 'transfer_changed')
          await webhooks.transferStatus(await p.verifyTransfer(event.reference));
        else app.log.info({ type: event.type, provider }, 'webhook ignored');
        return { received: true as const };
      };

    for (const provider of ['paystack', 'sandbox'] as const)
      hooks.post(
        `/payments/webhooks/${provider}`,
        {
          config: { csrf: false },
          schema: {
            tags,
            summary: `${provider === 'paystack' ? 'Paystack' : 'Sandbox'} webhook (signed; settles payments and refunds)`,
            response: { 200: ZReceived, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
          },
        },
        async (req) => receive(provider)(req.body, req.headers),
      );
  });

  await app.register(darajaRoutes, { webhooks });

  const sandboxPayment = async (reference: string) => {
    if (!(providerNamed(app.payments, 'sandbox') instanceof SandboxProvider))
      throw new AppError('not_found', SANDBOX_TEXT.noSandbox);
    const row = await sandboxPaymentByReference(app.db, reference);
    if (!row || row.payment.provider !== 'sandbox') throw new AppError('not_found', SANDBOX_TEXT.noPayment);
    return row;
  };

  app.get(
    '/payments/sandbox/:reference',
    {
      schema: {
        tags,
        summary: 'The simulated payment page reads what is being paid',
        params: ZPaymentReferenceParams,
        response: { 200: ZSandboxPayment, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const { payment, order, title } = await sandboxPayment(req.params.reference);
      return {
        reference: payment.reference,
        channel: payment.channel,
        amount: payment.amount,
        currency: payment.currency,
        email: order.buyerEmail,
        eventTitle: title,
        status: payment.status,
        callbackUrl: verifyingPath(order.publicToken, payment.reference),
      };
    },
  );

  app.post(
    '/payments/sandbox/:reference',
    {
      // An unknown payment is 404 whatever the body says.
      preValidation: async (req) => {
        const { reference } = req.params as { reference?: unknown };
        if (typeof reference === 'string' && ZPaymentReferenceParams.safeParse({ reference }).success)
          await sandboxPayment(reference);
      },
      schema: {
        tags,
        summary: 'The simulated payment page: pay, decline or abandon',
        params: ZPaymentReferenceParams,
        body: ZSandboxOutcomeRequest,
        response: { 200: z.object({ redirectUrl: z.string() }), 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (req) => {
      const { payment, order } = await sandboxPayment(req.params.reference);
      const decided = sandboxOutcomeOf(payment.providerResponse);
      if (decided && decided !== req.body.outcome) throw new AppError('conflict', SANDBOX_TEXT.decided);
      if (payment.status === 'initialized' || payment.status === 'pending') {
        await updatePayment(app.db, payment.reference, {
          providerResponse: { sandboxOutcome: req.body.outcome },
          updatedAt: new Date(),
        });
        // The provider tells us by webhook, as Paystack would; the verifying page asks too.
        const hook = sandboxWebhook(
          req.body.outcome === 'success' ? 'charge.success' : 'charge.failed',
          payment.reference,
          config.sessionSecret,
        );
        await app.jobs.send(SANDBOX_JOB.webhook, { body: hook.body, headers: hook.headers });
      }
      return { redirectUrl: verifyingPath(order.publicToken, payment.reference) };
    },
  );
};

export default paymentsRoutes;
