import { generateKeyPairSync } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { TOrder, TOrderTicket } from '@tribe/contracts';
import { TicketSigner } from './ticket-signing.js';

const signer = new TicketSigner(generateKeyPairSync('ed25519').privateKey);

/** A ticket as an order carries it, with a really signed QR payload. */
export function sampleTicket(id: number, overrides: Partial<TOrderTicket> = {}): TOrderTicket {
  const code = `Tk${String(id).padStart(4, '0')}abcdEFGH1234xy`;
  return {
    id,
    code,
    qrPayload: signer.sign({ code, eventId: 26, occurrenceId: 7 }),
    ticketTypeName: 'VIP',
    attendeeName: null,
    status: 'valid',
    checkedInAt: null,
    ...overrides,
  };
}

/** A paid order for two VIP tickets to a Nairobi evening event; override what a test is about. */
export function sampleOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    token: 'tok_3f9a8b7c6d5e4f3a2b1c',
    reference: 'TK-7Q2M9X',
    status: 'paid',
    statusReason: null,
    free: false,
    event: {
      id: 26,
      externalId: 'jazz-night',
      title: 'Jazz Night, Live & Loud',
      imageUrl: null,
      location: 'The Alchemist',
      address: 'Parklands Rd, Nairobi',
      timeZone: 'Africa/Nairobi',
    },
    occurrence: {
      key: 'single',
      date: '2026-03-14',
      showTimeId: null,
      startsAt: '2026-03-14T16:00:00.000Z',
      endsAt: '2026-03-14T20:00:00.000Z',
    },
    items: [{ ticketTypeId: 3, name: 'VIP', unitPrice: 1500, quantity: 2 }],
    subtotal: 3000,
    discount: 0,
    promoCode: null,
    fees: 210,
    total: 3210,
    currency: 'KES',
    feePaidBy: 'buyer',
    buyer: { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '+254712345678', locale: 'en' },
    expiresAt: null,
    serverNow: '2026-03-01T09:00:00.000Z',
    createdAt: '2026-03-01T08:55:00.000Z',
    paidAt: '2026-03-01T08:57:00.000Z',
    payment: null,
    tickets: [sampleTicket(1), sampleTicket(2, { attendeeName: 'Otieno Odhiambo' })],
    refunds: [],
    history: [],
    ...overrides,
  };
}

/** A payment by M-Pesa that went through, with its receipt number. */
export const MPESA_PAYMENT = {
  reference: 'PAY-1',
  provider: 'sandbox' as const,
  channel: 'mpesa' as const,
  status: 'succeeded' as const,
  authorizationUrl: null,
  message: null,
  mpesaReceipt: 'QGH7XK2L9P',
  phone: '+254712345678',
};

/** The text PDFKit drew (its standard fonts write WinAnsi bytes as hex strings in deflated streams). */
export function pdfText(pdf: Buffer): string {
  let out = '';
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of content.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(h[1]!, 'hex').toString('latin1');
  }
  return out;
}
