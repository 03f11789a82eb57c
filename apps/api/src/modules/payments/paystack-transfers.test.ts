import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { PaystackProvider } from './paystack.js';

/** Paystack Transfers through the real client and a fake Paystack on loopback (decision 022). */

const SECRET = 'sk_test_transfers';

describe('Paystack transfers', () => {
  let fake: FakePaystack;
  let paystack: PaystackProvider;
  beforeAll(async () => {
    fake = await startFakePaystack({ secretKey: SECRET });
    paystack = new PaystackProvider({ secretKey: SECRET, baseUrl: fake.url });
  });
  afterAll(() => fake?.close());

  it('makes a bank recipient with the code of the bank named, and the same one for the same account', async () => {
    const a = await paystack.createRecipient({
      method: 'bank',
      name: 'Savannah Sounds Ltd',
      bankName: 'KCB Bank',
      accountNumber: '1234567890',
    });
    const b = await paystack.createRecipient({
      method: 'bank',
      name: 'Savannah Sounds Ltd',
      bankName: 'KCB Bank Kenya Limited',
      accountNumber: '1234567890',
    });
    expect(a.recipientCode).toBe(b.recipientCode);
    expect(fake.recipients.find((r) => r.code === a.recipientCode)).toMatchObject({
      type: 'kepss',
      bankCode: '01',
      currency: 'KES',
    });
    await expect(
      paystack.createRecipient({ method: 'bank', name: 'X', bankName: 'No Such Bank', accountNumber: '1' }),
    ).rejects.toThrow(/no Kenyan bank named/);
  });

  it('sends once per reference, says a refusal in words, and finds nothing for an unknown reference', async () => {
    const { recipientCode } = await paystack.createRecipient({
      method: 'mpesa',
      name: 'Amina',
      phone: '+254700123456',
    });
    const input = {
      reference: 'tikiti-po-1-abcdef012345',
      recipientCode,
      amount: 1_500,
      currency: 'KES',
      reason: 'Payout',
    };
    const first = await paystack.transfer(input);
    expect(first).toMatchObject({ status: 'pending', amount: 1_500 });
    // The same reference again (a retry after a lost answer) is that transfer, not a second one.
    const again = await paystack.transfer(input);
    expect(again.transferCode).toBe(first.transferCode);
    expect([...fake.transfers.values()].filter((t) => t.reference === input.reference)).toHaveLength(1);

    fake.refuseNextTransfer('Your balance is not enough to fulfil this request');
    const refused = await paystack.transfer({ ...input, reference: 'tikiti-po-2-abcdef012345' });
    expect(refused).toMatchObject({
      status: 'failed',
      failureReason: 'Your balance is not enough to fulfil this request',
    });

    expect((await paystack.verifyTransfer('tikiti-po-9-abcdef012345')).status).toBe('not_found');
    fake.finishTransfer(input.reference, 'success');
    expect((await paystack.verifyTransfer(input.reference)).status).toBe('success');
  });

  it('reads transfer webhooks only with the right signature', () => {
    const data = { reference: 'tikiti-po-3-abcdef012345', status: 'reversed', amount: 150_000 };
    const signed = fake.signedWebhook('transfer.reversed', data);
    expect(paystack.parseWebhook(Buffer.from(signed.body), signed.headers)).toMatchObject({
      kind: 'transfer',
      reference: data.reference,
      status: 'reversed',
    });
    expect(
      paystack.parseWebhook(Buffer.from(signed.body), { ...signed.headers, 'x-paystack-signature': 'bad' }),
    ).toBeNull();
  });
});
