import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { bodyFromForm, emptyForm, errorsFromServer, rowIndexes, validateForm } from './event-form';

describe('the event form model', () => {
  const refusal = (code: string, message: string) => {
    const body = JSON.stringify({ statusCode: 400, code, error: 'Bad Request', message });
    return new ApiError(400, `400: ${body}`, body);
  };

  it('reads the server’s refusal as field errors on the body’s paths', () => {
    expect(
      errorsFromServer(
        refusal(
          'validation_failed',
          'Invalid body: title: must be at least 3 characters; showTimes.1.date: must be a date like 2026-12-31; body: odd',
        ),
      ),
    ).toEqual({
      fields: { title: 'Must be at least 3 characters.', 'showTimes.1.date': 'Must be a date like 2026-12-31.' },
      rest: ['Odd.'],
    });
    expect(errorsFromServer(refusal('validation_failed', 'showTimes: 2026-12-31 at 19:00 is listed twice.'))).toEqual({
      fields: { showTimes: '2026-12-31 at 19:00 is listed twice.' },
      rest: [],
    });
  });

  it('does not send rows nobody typed in, and numbers errors by the rows sent', () => {
    const form = emptyForm();
    form.title = 'Sauti Sol Live';
    form.ticketTypes = [
      { ...form.ticketTypes[0]!, key: 'a' },
      { ...form.ticketTypes[0]!, key: 'b', name: 'VIP', price: 'x' },
    ];
    expect(bodyFromForm(form).ticketTypes).toHaveLength(1);
    expect(rowIndexes(form).ticketTypes.get('b')).toBe(0);
    expect(validateForm(form)).toEqual({ 'ticketTypes.0.price': 'Enter a whole number.' });
  });

  it('asks for an http(s) address for an external seller and keeps coordinates in range', () => {
    const form = {
      ...emptyForm(),
      title: 'Gig',
      saleMode: 'external' as const,
      externalTicketUrl: 'ftp://x',
      latitude: '95',
    };
    expect(validateForm(form)).toMatchObject({
      externalTicketUrl: 'Enter a web address starting with https://',
      latitude: 'Enter a latitude between -90 and 90.',
    });
  });
});
