import { formatPrice } from '@tribe/contracts';

/**
 * Words about payments that can reach the buyer (through `StartPaymentResult.message` and
 * `VerifiedPayment.failureReason`), in one place so they can be translated later. Paystack's own
 * reasons (its gateway response) are passed through as it words them.
 */
export const PAYMENT_MESSAGES = {
  mpesaPrompt: (amount: number) => `Check your phone and enter your M-Pesa PIN to pay ${formatPrice(amount)}.`,
  mpesaPhoneNeeded: 'Enter the M-Pesa phone number to pay with.',
  mpesaCancelledOnPhone: 'The M-Pesa payment was cancelled on the phone',
  mpesaNotStarted: 'The M-Pesa prompt could not be sent. Check the number and try again.',
  sandboxDeclined: 'Declined by the sandbox bank',
  sandboxAbandoned: 'The payment page was left without paying',
  paymentFailed: 'The payment did not go through',
  paymentAbandoned: 'The payment was not completed',
  paymentReversed: 'The payment was reversed',
  refundFailed: 'The refund could not be made',
  transferFailed: 'The transfer could not be made',
  sandboxTransferDeclined: 'Declined by the sandbox bank (an account ending 0000)',
} as const;
