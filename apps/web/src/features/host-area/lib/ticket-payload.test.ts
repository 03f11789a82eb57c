import { describe, expect, it } from 'vitest';
import { importTicketKey, verifyTicketPayload } from './ticket-payload';
import { makeSigner } from '../testing/ticket-signer.test-util';

describe('verifyTicketPayload (offline, WebCrypto Ed25519)', () => {
  it('accepts a payload signed like the server signs it and returns its claims', async () => {
    const signer = await makeSigner();
    const key = await importTicketKey(signer.publicKeyPem);
    const payload = await signer.sign('ABCD2345EFGH', 26, 41);
    expect(await verifyTicketPayload(payload, key)).toEqual({ code: 'ABCD2345EFGH', eventId: 26, occurrenceId: 41 });
  });

  it('rejects an altered payload, a payload signed with another key and malformed text', async () => {
    const signer = await makeSigner();
    const other = await makeSigner();
    const key = await importTicketKey(signer.publicKeyPem);
    const payload = await signer.sign('ABCD2345EFGH', 26, 41);
    const altered = payload.replace('.26.', '.27.');
    expect(await verifyTicketPayload(altered, key)).toBeNull();
    expect(await verifyTicketPayload(await other.sign('ABCD2345EFGH', 26, 41), key)).toBeNull();
    expect(await verifyTicketPayload('T1.ABCD2345EFGH.26.41.short', key)).toBeNull();
    expect(await verifyTicketPayload('hello', key)).toBeNull();
  });
});
