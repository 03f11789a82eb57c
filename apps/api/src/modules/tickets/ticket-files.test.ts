import { describe, expect, it } from 'vitest';
import { orderCalendar, occurrenceText, ticketQrSvg, ticketsPdf } from './ticket-files.js';
import { sampleOrder, sampleTicket } from './order.test-support.js';

const publicUrl = 'https://tikiti.test';

/** An .ics file with its folded lines joined back (RFC 5545 folds at 75 octets). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** Page objects in a PDF; page content streams are compressed, the object dictionaries are not. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

describe('ticket files', () => {
  it('draws a QR code as SVG', async () => {
    const svg = await ticketQrSvg(sampleTicket(1).qrPayload);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('stroke="#000000"');
    expect(svg).toContain('fill="#ffffff"');
  });

  it('makes a PDF with one page per ticket', async () => {
    const one = await ticketsPdf(sampleOrder({ tickets: [sampleTicket(1)] }), { publicUrl });
    const three = await ticketsPdf(sampleOrder({ tickets: [1, 2, 3].map((id) => sampleTicket(id)) }), { publicUrl });
    expect(one.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(one)).toBe(1);
    expect(pageCount(three)).toBe(3);
    // Small enough to attach to a mail without thought.
    expect(three.length).toBeLessThan(60_000);
  });

  it('prints titles the built-in font cannot draw without failing', async () => {
    const order = sampleOrder({ event: { ...sampleOrder().event, title: 'Café Ngoma 🎶 – 音楽' } });
    const pdf = await ticketsPdf(order, { publicUrl });
    expect(pageCount(pdf)).toBe(2);
  });

  it('states the date and time in the event time zone', () => {
    // 16:00 UTC is 19:00 in Nairobi, whatever the machine's zone (the suite runs in New York).
    expect(occurrenceText(sampleOrder())).toBe('Saturday, March 14, 2026 at 7:00 PM');
    const dateOnly = sampleOrder({ occurrence: { ...sampleOrder().occurrence, startsAt: null, endsAt: null } });
    expect(occurrenceText(dateOnly)).toBe('Saturday, March 14, 2026');
  });

  it('makes a calendar event with the start, title, venue, link and order reference', () => {
    const ics = unfold(orderCalendar(sampleOrder(), { publicUrl })!);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART:20260314T160000Z');
    expect(ics).toContain('DTEND:20260314T200000Z');
    // Commas in text are escaped, or calendars split the value.
    expect(ics).toContain('SUMMARY:Jazz Night\\, Live & Loud');
    expect(ics).toContain('LOCATION:The Alchemist\\, Parklands Rd\\, Nairobi');
    expect(ics).toContain('URL:https://tikiti.test/events/jazz-night');
    expect(ics).toContain('UID:order-TK-7Q2M9X@tikiti');
    expect(ics).toMatch(/DESCRIPTION:Order TK-7Q2M9X/);
  });

  it('lasts three hours when the occurrence has no end, and is absent without a start', () => {
    const open = sampleOrder({ occurrence: { ...sampleOrder().occurrence, endsAt: null } });
    expect(unfold(orderCalendar(open, { publicUrl })!)).toContain('DTEND:20260314T190000Z');
    const undated = sampleOrder({ occurrence: { ...sampleOrder().occurrence, startsAt: null, endsAt: null } });
    expect(orderCalendar(undated, { publicUrl })).toBeNull();
  });
});
