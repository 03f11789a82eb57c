import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the returns API says to people (decision 054), in the request's language. */
const EN = {
  notYourTickets: 'These tickets are not yours to return. Pick tickets from My tickets.',
  oneDate: 'Return tickets for one date at a time.',
  resaleOff: 'The host of this event does not take tickets back for resale. Keep them, or send them to a friend.',
  notSoldOut:
    'This ticket type is still on sale, so there is nobody waiting for your ticket. Keep it, or send it to a friend.',
  started: 'This date has started or its sales have ended: its tickets can no longer be returned.',
  checkedIn: 'A ticket already checked in at the door cannot be returned.',
  voided: 'A cancelled, refunded or already sent ticket cannot be returned.',
  free: 'Only paid tickets can be returned for resale. Free tickets can be sent to a friend.',
  inTransfer: 'A ticket you picked is waiting for a friend to accept it. Cancel that transfer first.',
  alreadyReturned: 'A ticket you picked is already returned to the waiting list.',
  notFound: 'We could not find this returned ticket among yours.',
  notOpen:
    'A fan is paying for this ticket right now, or it is already sold. If the fan does not pay in time, you can take it back.',
} as const;

const SW: Widen<typeof EN> = {
  notYourTickets: 'Tiketi hizi si zako kurudisha. Chagua tiketi kutoka Tiketi zangu.',
  oneDate: 'Rudisha tiketi za tarehe moja kwa wakati mmoja.',
  resaleOff: 'Mwandaaji wa tukio hili hapokei tiketi zilizorudishwa ili ziuzwe tena. Zibaki nazo, au mtumie rafiki.',
  notSoldOut:
    'Aina hii ya tiketi bado inauzwa, kwa hivyo hakuna anayesubiri tiketi yako. Ibaki nayo, au mtumie rafiki.',
  started: 'Tarehe hii imeanza au mauzo yake yamekwisha: tiketi zake haziwezi kurudishwa tena.',
  checkedIn: 'Tiketi iliyokwisha kukaguliwa mlangoni haiwezi kurudishwa.',
  voided: 'Tiketi iliyofutwa, iliyorejeshewa pesa au iliyokwisha kutumwa haiwezi kurudishwa.',
  free: 'Tiketi zilizolipiwa pekee ndizo zinaweza kurudishwa ili ziuzwe tena. Tiketi za bure unaweza kumtumia rafiki.',
  inTransfer: 'Tiketi uliyochagua inasubiri rafiki aikubali. Ghairi uhamisho huo kwanza.',
  alreadyReturned: 'Tiketi uliyochagua tayari imerudishwa kwenye orodha ya kusubiri.',
  notFound: 'Hatukupata tiketi hii iliyorudishwa kati ya zako.',
  notOpen:
    'Shabiki analipia tiketi hii sasa hivi, au imekwisha kuuzwa. Shabiki asipolipa kwa wakati, unaweza kuichukua tena.',
};

export const RETURN_TEXT = localized(EN, SW);
