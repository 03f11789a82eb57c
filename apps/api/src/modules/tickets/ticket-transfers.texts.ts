import { MAX_TRANSFERS_PER_TICKET } from '@tribe/contracts/transfers';
import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the transfers API says to people (decision 051), in the request's language. */
const EN = {
  notYourTickets: 'These tickets are not yours to send. Pick tickets from My tickets.',
  transfersOff: 'The host of this event does not allow tickets to be sent on. Keep them, or ask the host.',
  checkedIn: 'A ticket already checked in at the door cannot be sent on.',
  voided: 'A cancelled, refunded or already sent ticket cannot be sent on.',
  alreadyPending: 'A ticket you picked is already waiting for a friend to accept it. Cancel that first.',
  oneDate: 'Send tickets for one date at a time.',
  started: 'This date has started: its tickets can no longer be sent on.',
  tooManyHands: `A ticket can be sent on ${MAX_TRANSFERS_PER_TICKET} times at most; this one has been already.`,
  toSelf: 'That is your own email or phone. Send the tickets to someone else.',
  perDay: 'You have sent tickets many times today. Try again tomorrow.',
  notFound: 'This link does not work: it may be mistyped, or the tickets were sent to someone else.',
  notOpen: 'These tickets are no longer waiting: they were accepted, or the sender cancelled.',
  lapsed: 'This link has lapsed: the tickets stay with the person who sent them. Ask them to send them again.',
  wrongEmail: (email: string) => `These tickets were sent to ${email}. Sign in with that email to accept them.`,
  ownTransfer: 'You sent these tickets. Your friend accepts them from the link you sent.',
  changed: 'A ticket in this transfer was checked in, refunded or cancelled meanwhile, so it cannot be accepted.',
  noSuchTicket: 'You hold no such ticket.',
} as const;

const SW: Widen<typeof EN> = {
  notYourTickets: 'Tiketi hizi si zako kutuma. Chagua tiketi kutoka Tiketi zangu.',
  transfersOff: 'Mwandaaji wa tukio hili haruhusu tiketi kutumwa kwa mwingine. Zibaki nazo, au muulize mwandaaji.',
  checkedIn: 'Tiketi iliyokwisha kukaguliwa mlangoni haiwezi kutumwa kwa mwingine.',
  voided: 'Tiketi iliyofutwa, iliyorejeshewa pesa au iliyokwisha kutumwa haiwezi kutumwa tena.',
  alreadyPending: 'Tiketi uliyochagua tayari inasubiri rafiki aikubali. Ghairi hiyo kwanza.',
  oneDate: 'Tuma tiketi za tarehe moja kwa wakati mmoja.',
  started: 'Tarehe hii imeshaanza: tiketi zake haziwezi kutumwa tena.',
  tooManyHands: `Tiketi inaweza kutumwa mara ${MAX_TRANSFERS_PER_TICKET} tu; hii imeshatumwa mara hizo.`,
  toSelf: 'Hiyo ni barua pepe au simu yako mwenyewe. Tuma tiketi kwa mtu mwingine.',
  perDay: 'Umetuma tiketi mara nyingi leo. Jaribu tena kesho.',
  notFound: 'Kiungo hiki hakifanyi kazi: huenda kimekosewa, au tiketi zilitumwa kwa mtu mwingine.',
  notOpen: 'Tiketi hizi hazisubiri tena: zilikubaliwa, au aliyezituma ameghairi.',
  lapsed: 'Muda wa kiungo hiki umekwisha: tiketi zinabaki kwa aliyezituma. Mwombe azitume tena.',
  wrongEmail: (email: string) => `Tiketi hizi zilitumwa kwa ${email}. Ingia kwa barua pepe hiyo ili uzikubali.`,
  ownTransfer: 'Wewe ndiye uliyetuma tiketi hizi. Rafiki yako atazikubali kupitia kiungo ulichotuma.',
  changed:
    'Tiketi katika uhamisho huu ilikaguliwa, ilirejeshewa pesa au ilifutwa wakati huo, hivyo haiwezi kukubaliwa.',
  noSuchTicket: 'Huna tiketi hiyo.',
};

export const TRANSFER_TEXT = localized(EN, SW);
