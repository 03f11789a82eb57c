/**
 * An order's and a payout's status as the Kiswahili messages name it (the web's words,
 * decision 026); an unknown status is given as it is.
 */
const ORDER_STATUS_SW: Record<string, string> = {
  pending: 'inasubiri malipo',
  paid: 'imelipwa',
  reserved: 'imehifadhiwa',
  failed: 'imeshindikana',
  expired: 'muda wake umekwisha',
  cancelled: 'imeghairiwa',
  refunded: 'pesa zake zimerejeshwa',
};

const PAYOUT_STATUS_SW: Record<string, string> = {
  requested: 'yameombwa',
  approved: 'yameidhinishwa',
  processing: 'yanatumwa',
  paid: 'yamelipwa',
  failed: 'yameshindikana',
  rejected: 'yamekataliwa',
};

export const orderStatusSw = (status: string) => ORDER_STATUS_SW[status] ?? status;
export const payoutStatusSw = (status: string) => PAYOUT_STATUS_SW[status] ?? status;
