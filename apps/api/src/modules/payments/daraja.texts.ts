/** Words the Daraja callback routes answer with (for Safaricom and whoever else calls them). */
export const DARAJA_TEXT = {
  noDaraja: 'This server does not take M-Pesa payments through Daraja.',
  unknownCallback: 'No M-Pesa payment has this callback address.',
  unknownPayout: 'No M-Pesa payout has this result address.',
  notStkCallback: 'Send an STK callback: { Body: { stkCallback: { CheckoutRequestID, ResultCode, … } } }.',
  noPaybill: 'This server takes no Paybill payments through Daraja.',
  notC2bConfirmation: 'Send a C2B confirmation: { TransID, TransAmount, BusinessShortCode, BillRefNumber, … }.',
  notB2cResult: 'Send a B2C result: { Result: { ResultCode, ResultDesc, ConversationID, … } }.',
  accepted: 'Accepted',
} as const;
