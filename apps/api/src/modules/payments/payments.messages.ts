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
  /** Sent, but no answer came: never sent again blindly (order-payments.service.ts, processRefund). */
  refundNoAnswer: (said: string) =>
    `No answer from the payment provider (${said}); it may have been sent. Not sent again: it is checked against the provider's records, or by hand where there are none.`,
  transferFailed: 'The transfer could not be made',
  sandboxTransferDeclined: 'Declined by the sandbox bank (an account ending 0000)',
  /** Daraja's answers to a prompt, by stable code (the web words the same codes itself). */
  mpesaCancelled: 'You cancelled the M-Pesa prompt. You have not been charged; try again when you are ready.',
  mpesaUnreachable: 'We could not reach your phone. Check that it is on and has signal, unlock it, then try again.',
  mpesaInsufficientFunds: 'Your M-Pesa balance is too low for this payment. Top up, then try again.',
  mpesaWrongPin: 'The M-Pesa PIN was wrong. Try again and enter your PIN carefully.',
  mpesaFailed: 'M-Pesa could not complete the payment. Try again, or pay another way.',
  mpesaInvalidPhone: 'This number cannot receive an M-Pesa prompt. Use a Safaricom number like 0712 345 678.',
  /** A Daraja refund without B2C settings, or to no known phone, goes back by hand (decision 025). */
  darajaRefundManual:
    'This M-Pesa refund cannot be sent automatically (no B2C settings, or no phone on record): send it from the M-Pesa business portal.',
  darajaRefundTimedOut:
    'M-Pesa did not process the refund in time: check the M-Pesa business portal before sending it again.',
  /** A host's payout by B2C (decision 025): words for the admin area, kept with the payout. */
  darajaPayoutInvalidPhone:
    'The payout number the host saved is not an M-Pesa number: ask them to correct it in their settings, then send again.',
  darajaPayoutRefused: (said: string) => `Safaricom refused the M-Pesa payout: ${said}`,
  darajaPayoutFailed: (code: number, said: string | null) =>
    `M-Pesa did not pay this out (result ${code}${said ? `: ${said}` : ''}).`,
  darajaPayoutTimedOut:
    'M-Pesa did not process the payout in time: check the M-Pesa business portal before sending it again.',
} as const;
