import { SANDBOX_JOB } from '../payments/index.js';

/**
 * The names of checkout's background jobs (pg-boss queues; decision 003), in a file of their own
 * so the services that send them and checkout.jobs.ts that works them need not import each other.
 */
export const JOB = {
  expireHolds: 'holds.expire',
  reconcilePayments: 'payments.reconcile',
  processRefund: 'refunds.process',
  sweepRefunds: 'refunds.sweep',
  orderConfirmation: 'mail.order-confirmation',
  refundNotice: 'mail.refund-notice',
  sandboxMpesa: SANDBOX_JOB.mpesa,
  sandboxWebhook: SANDBOX_JOB.webhook,
  resendTickets: 'mail.resend-tickets',
  forgetPhoneProofs: 'phones.forget-proofs',
} as const;
