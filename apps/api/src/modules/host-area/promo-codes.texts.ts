/** Every sentence the host's promo code API says to people, in one place. */
export const PROMO_TEXT = {
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
