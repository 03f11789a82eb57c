import type { TCancellationImpact } from '@tribe/contracts/cancellation';
import { formatPrice } from '@tribe/contracts/money';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-KE')} ${n === 1 ? one : many}`;

/** Every word of cancelling an event or a date, in one place so it can be translated later. */
export const CT = {
  cancelEvent: 'Cancel event',
  cancelEventOrDate: 'Cancel the event or a date',
  cancelEllipsis: 'Cancel…',
  cancelThisShow: 'Cancel this show',
  cancelSection: 'Cancel this event',
  cancelSectionText:
    'Cancelling refunds every buyer in full (the service fee too, which you are not charged) and emails them. You can cancel the whole event or just one date or show.',
  ownerOnly: 'Only the host’s owner can cancel an event or one of its dates.',
  soldShowOwnerOnly: 'This show has tickets sold: the owner can cancel it, which refunds its buyers.',

  // The confirm dialog
  titleEvent: (title: string) => `Cancel ${title}?`,
  titleDate: (when: string) => `Cancel the date ${when}?`,
  whatToCancel: 'What to cancel',
  wholeEvent: 'The whole event',
  dateOption: (when: string, impact: TCancellationImpact) =>
    impact.paidOrders + impact.reservations + impact.holds > 0
      ? `${when} · ${plural(impact.paidOrders + impact.reservations + impact.holds, 'order', 'orders')}`
      : `${when} · no orders`,
  dateCancelled: (when: string) => `${when} · cancelled`,
  counting: 'Counting the orders this would touch…',
  previewFailed: 'We could not count the orders. Close this and try again.',
  /** The plain sentence of what will happen, from the server's counts. */
  impact: (i: TCancellationImpact) => {
    const parts: string[] = [];
    if (i.paidOrders)
      parts.push(
        `${plural(i.paidOrders, 'paid order', 'paid orders')} will be refunded in full (${formatPrice(i.refundTotal)}, service fee included)`,
      );
    if (i.reservations) parts.push(`${plural(i.reservations, 'reservation', 'reservations')} cancelled`);
    if (i.holds) parts.push(`${plural(i.holds, 'buyer', 'buyers')} paying right now stopped`);
    if (!parts.length) return 'Nobody has bought tickets for this yet: it simply stops selling. This cannot be undone.';
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
    return `${list[0]!.toUpperCase()}${list.slice(1)}. Every buyer gets an email saying so. This cannot be undone.`;
  },
  messageLabel: 'Message to buyers (optional)',
  messageHint: (left: number) => `Quoted in their email. ${left.toLocaleString('en-KE')} characters left.`,
  messageTooLong: (max: number) => `Keep the message to ${max.toLocaleString('en-KE')} characters.`,
  messagePlaceholder: 'The venue flooded overnight. We are so sorry and hope to see you at our next show.',
  confirmRefund: 'Cancel and refund buyers',
  /** When there are buyers but no money to give back: free reservations, buyers still paying. */
  confirmNotify: 'Cancel and email buyers',
  confirmPlain: 'Cancel it',
  keep: 'Keep it',
  cancelling: 'Cancelling…',
  startFailed: 'The cancellation could not start. Check your connection and try again.',
  started: (what: string) => `${what} is cancelled`,
  startedText: (scope: 'event' | 'date') =>
    scope === 'event'
      ? 'Buyers are being refunded and emailed. Follow it under “Refunds” in your events.'
      : 'Buyers of that date are being refunded and emailed. Follow it on the event’s edit page.',

  // Progress
  progressTitle: 'Refunds and emails',
  progressDialogText: 'Buyers of a cancelled event or date are refunded and emailed in the background.',
  refunds: 'Refunds',
  scopeEvent: 'The whole event',
  scopeDate: (when: string) => `The date ${when}`,
  requestedAt: (when: string) => `Cancelled ${when}`,
  statusRunning: 'Refunding and emailing buyers…',
  statusCompleted: 'Done: every buyer was refunded or told.',
  statusNoOrders: 'Done. There were no orders to refund.',
  statusErrors: (n: number) => `${plural(n, 'order', 'orders')} could not be finished. Try again, or contact support.`,
  progressCount: (done: number, total: number) =>
    `${done.toLocaleString('en-KE')} of ${plural(total, 'order', 'orders')} done`,
  failedCount: (n: number) => `${n.toLocaleString('en-KE')} failed`,
  progressLabel: 'Orders finished',
  yourMessage: 'Your message',
  failuresTitle: 'Orders that failed',
  retry: 'Retry failed orders',
  retrying: 'Retrying…',
  retryFailed: 'The retry could not start. Check your connection and try again.',
  loadFailed: 'We could not load the progress.',
  tryAgain: 'Try again',
  close: 'Close',
  none: 'Nothing has been cancelled for this event.',
} as const;
