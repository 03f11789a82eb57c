import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';

/**
 * WhatsApp's click-to-chat links (issue 20, item 4): `https://wa.me/?text=…` lets the person pick
 * a chat; `https://wa.me/<number>?text=…` opens the chat with that number, written as digits
 * only in international form (2547XXXXXXXX). Nothing is sent by us: WhatsApp opens with the text
 * ready and the person sends it.
 */
const WA = 'https://wa.me/';

/** A share link: the text and the link in one message, for any chat. */
export const whatsAppShareUrl = (text: string, link: string): string =>
  `${WA}?text=${encodeURIComponent(`${text} ${link}`)}`;

/** A Kenyan number as wa.me wants it (2547XXXXXXXX), or null when it is not one. */
export function whatsAppNumber(typed: string): string | null {
  const phone = normaliseKenyanPhone(typed.trim());
  return phone ? phone.slice(1) : null;
}

/** A link that opens the chat with `typed` (a Kenyan number) with the text ready; null for a number that is not one. */
export function whatsAppSendUrl(typed: string, text: string, link: string): string | null {
  const number = whatsAppNumber(typed);
  return number ? `${WA}${number}?text=${encodeURIComponent(`${text} ${link}`)}` : null;
}

/** The bearer link to an order's tickets (the checkout success page), as the confirmation mail and SMS give it. */
export const orderTicketsLink = (token: string, origin: string = window.location.origin): string =>
  `${origin}/checkout/success?order=${encodeURIComponent(token)}`;
