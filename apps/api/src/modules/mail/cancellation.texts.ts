/**
 * The texts of the mail a buyer gets when the host cancels their event or date, in one place so
 * they can be reviewed and translated with the others. `{name}`-style holes are filled by
 * cancellation.mails.ts.
 */
export const CANCELLATION_MAIL_TEXT = {
  subject: { event: '{title} is cancelled', date: '{title} on {date} is cancelled' },
  heading: { event: 'This event is cancelled', date: 'This date is cancelled' },
  preheader: {
    refund: '{amount} is on its way back to you',
    reservation: 'Your reservation {reference} is cancelled',
    hold: 'You have not been charged',
  },
  greeting: 'Hi {name},',
  intro: {
    event: 'We are sorry: the organiser has cancelled {title}.',
    date: 'We are sorry: the organiser has cancelled {title} on {date}.',
  },
  message: 'Their message to you: “{message}”',
  refund:
    'We are refunding everything you paid for order {reference}: {amount}, service fee included. You do not need to ask.',
  refundWay: {
    card: 'The money goes back to the card you paid with. It can take a few working days to show.',
    mpesa: 'The money goes back to the M-Pesa number you paid with. It can take a few working days to show.',
    other: 'The money goes back the way you paid. It can take a few working days to show.',
  },
  ticketsVoid: 'Your tickets for it no longer admit anyone.',
  reservation:
    'Your free reservation {reference} is cancelled and its tickets no longer admit anyone. Nothing else to do.',
  hold: 'Your order {reference} was not finished, and you have not been charged. If a payment of yours still goes through, it is refunded in full, automatically.',
  questions: 'Questions? Reply to this email and quote your order reference.',
} as const;
