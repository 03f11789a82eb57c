import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the host's promo code API says to people, in one place (in the request's language). */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  codeNotFound: 'Promo code not found. It may have been deleted.',
  taken: (code: string) =>
    `This event already has a code ${code} (perhaps archived). Choose another code, like ${code}2.`,
  unknownTicketType: (id: number) => `This event has no ticket type ${id}. Choose its ticket types from the list.`,
  locked: (field: string) =>
    `This code is on orders already, so its ${field} can no longer change (orders keep the discount they were sold with). Archive it and create a new code instead.`,
  lockedFields: {
    code: 'code',
    discountType: 'kind of discount',
    discountValue: 'discount',
    ticketTypeIds: 'ticket types',
  } as Record<string, string>,
  maxBelowUsed: (used: number) =>
    `This code is used by ${used} ${used === 1 ? 'order' : 'orders'} already; the limit cannot be lower than that.`,
  archived: 'This code is archived and can no longer be changed. Create a new code instead.',
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  codeNotFound: 'Msimbo wa punguzo haukupatikana. Huenda umefutwa.',
  taken: (code: string) =>
    `Tukio hili tayari lina msimbo ${code} (huenda uko kwenye kumbukumbu). Chagua msimbo mwingine, kama ${code}2.`,
  unknownTicketType: (id: number) =>
    `Tukio hili halina aina ya tiketi ${id}. Chagua aina zake za tiketi kutoka kwenye orodha.`,
  locked: (field: string) =>
    `Msimbo huu tayari uko kwenye oda, kwa hivyo ${field} yake haiwezi kubadilika tena (oda zinabaki na punguzo zilizouzwa nalo). Uhifadhi kwenye kumbukumbu kisha uunde msimbo mpya.`,
  lockedFields: {
    code: 'msimbo',
    discountType: 'aina ya punguzo',
    discountValue: 'punguzo',
    ticketTypeIds: 'aina za tiketi',
  },
  maxBelowUsed: (used: number) => `Msimbo huu tayari umetumika kwenye oda ${used}; kikomo hakiwezi kuwa chini ya hapo.`,
  archived: 'Msimbo huu uko kwenye kumbukumbu na hauwezi kubadilishwa tena. Unda msimbo mpya badala yake.',
};

export const PROMO_TEXT = localized(EN, SW);
