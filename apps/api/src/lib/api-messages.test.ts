import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { payments } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../seed/seed.js';
import { ENGINES } from '../test/database.js';
import { clearAvailabilityCache } from '../modules/checkout/checkout.availability.js';
import { CHECKOUT_LIMITS } from '../modules/checkout/checkout.limits.js';
import { clearSaleEventCache } from '../modules/checkout/checkout.sale.js';
import { buyer, createSaleEvent, key } from '../modules/checkout/checkout.test-support.js';
import { useHostAreaCast } from '../modules/host-area/team.test-support.js';
import { orderRequest } from '../modules/checkout/checkout.test-support.js';

type Problem = { statusCode: number; code: string; message: string };

/**
 * The API's messages in the reader's language (decision 026, "API messages"): with the `lang=sw`
 * cookie a refusal keeps its status and code and says it in Kiswahili; without the cookie, or
 * with `lang=en`, the English is what it always was; what is stored stays English.
 */
describe.each(ENGINES)("the API's messages in the request's language on %s", (engine) => {
  const { ctx, cast } = useHostAreaCast(engine);
  let n = 0;
  beforeEach(() => {
    clearAvailabilityCache();
    clearSaleEventCache();
  });

  const LANGS = { none: undefined, en: 'lang=en', sw: 'lang=sw' } as const;
  const send = (opts: InjectOptions, cookies: (string | undefined)[] = []) => {
    const cookie = cookies.filter(Boolean).join('; ');
    return ctx.app.inject({
      ...opts,
      remoteAddress: `10.66.${(++n >> 8) & 255}.${n & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
  };
  const problem = (res: { body: string }) => JSON.parse(res.body) as Problem;

  /** The same request in each language: the same status and code, the given English and Kiswahili. */
  async function inEveryLanguage(
    request: () => InjectOptions,
    want: { status: number; code: string; en: string | RegExp; sw: string | RegExp },
    cookies: (string | undefined)[] = [],
  ) {
    const answers = {} as Record<keyof typeof LANGS, Problem>;
    for (const [lang, cookie] of Object.entries(LANGS) as [keyof typeof LANGS, string | undefined][]) {
      const res = await send(request(), [...cookies, cookie]);
      expect(res.statusCode, `${lang}: ${res.body}`).toBe(want.status);
      answers[lang] = problem(res);
      expect(answers[lang].code, lang).toBe(want.code);
    }
    expect(answers.none.message).toEqual(answers.en.message);
    if (typeof want.en === 'string') expect(answers.en.message).toBe(want.en);
    else expect(answers.en.message).toMatch(want.en);
    if (typeof want.sw === 'string') expect(answers.sw.message).toBe(want.sw);
    else expect(answers.sw.message).toMatch(want.sw);
    expect(answers.sw.message).not.toBe(answers.en.message);
    return answers;
  }

  it('a validation failure: a body that is not JSON, and a field the service refuses', async () => {
    await inEveryLanguage(
      () => ({
        method: 'POST',
        url: '/api/auth/signin',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      }),
      {
        status: 400,
        code: 'bad_request',
        en: 'The request body is not valid JSON.',
        sw: 'Maudhui ya ombi si JSON halali.',
      },
    );
    await inEveryLanguage(
      () => ({
        method: 'POST',
        url: '/api/host/events',
        payload: {
          title: 'Zone test night',
          eventType: 'one-off',
          startDate: '2030-06-01T19:00:00+03:00',
          timeZone: 'Africa/Atlantis',
        },
      }),
      {
        status: 400,
        code: 'validation_failed',
        en: 'timeZone: not a known time zone.',
        // The web reads the field before the colon, in every language.
        sw: 'timeZone: saa za eneo hizi hazijulikani.',
      },
      [cast.cookies.hostA],
    );
  });

  it('sign-in refused, and the admin sign-in refused', async () => {
    await inEveryLanguage(
      () => ({ method: 'POST', url: '/api/auth/signin', payload: { username: 'nobody_here', password: 'Wrong#2026' } }),
      {
        status: 401,
        code: 'invalid_credentials',
        en: 'Incorrect username, email or password.',
        sw: 'Jina la mtumiaji, barua pepe au nenosiri si sahihi.',
      },
    );
    await inEveryLanguage(
      () => ({
        method: 'POST',
        url: '/api/admin/auth/password',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: 'Wrong#2026' },
      }),
      {
        status: 401,
        code: 'invalid_credentials',
        en: 'That email and password do not match an admin account.',
        sw: 'Barua pepe na nenosiri hilo havilingani na akaunti yoyote ya msimamizi.',
      },
    );
  });

  it('a checkout limit (429) names its wait in the same language', async () => {
    const limit = CHECKOUT_LIMITS.holdPerBuyer.limit;
    const answers: string[] = [];
    for (const [lang, cookie] of Object.entries(LANGS)) {
      const email = `limit-${lang}-${Date.now().toString(36)}@example.com`;
      const events = await Promise.all(Array.from({ length: limit + 1 }, () => createSaleEvent(ctx.database.db)));
      const hold = (i: number) =>
        send(orderRequest(events[i]!.eventId, events[i]!.types.General!, { ...buyer(`${lang}${i}`), email }), [cookie]);
      for (let i = 0; i < limit; i++) expect((await hold(i)).statusCode).toBe(201);
      const refused = await hold(limit);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(problem(refused).code).toBe('rate_limited');
      answers.push(problem(refused).message);
    }
    const [none, en, sw] = answers;
    expect(none).toMatch(
      /^Too many checkouts were started from here in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect(en).toMatch(/^Too many checkouts were started/);
    expect(sw).toMatch(
      /^Malipo mengi mno yameanzishwa kutoka hapa kwa muda mfupi\. Tafadhali jaribu tena baada ya dakika \d+\.$/,
    );
  });

  it('a host-area refusal and a refused image upload', async () => {
    await inEveryLanguage(
      () => ({ method: 'GET', url: '/api/host/events/987654321' }),
      {
        status: 404,
        code: 'event_not_found',
        en: 'Event not found. It may not exist or may belong to another host.',
        sw: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
      },
      [cast.cookies.hostA],
    );
    const draft = await send(
      {
        method: 'POST',
        url: '/api/host/events',
        payload: { title: 'Gallery words night', eventType: 'one-off', startDate: '2030-06-01T19:00:00+03:00' },
      },
      [cast.cookies.hostA],
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const id = (JSON.parse(draft.body) as { id: number }).id;
    await inEveryLanguage(
      () => ({ method: 'POST', url: `/api/host/events/${id}/images`, payload: { file: 'not a picture' } }),
      {
        status: 415,
        code: 'unsupported_media_type',
        en: 'Send the picture as multipart/form-data in a field named "file".',
        sw: 'Tuma picha kama multipart/form-data kwenye sehemu iitwayo "file".',
      },
      [cast.cookies.hostA],
    );
  });

  it('stores a payment failure in English during a Kiswahili request', async () => {
    const sale = await createSaleEvent(ctx.database.db);
    const sw = ['lang=sw'];
    const placed = await send(orderRequest(sale.eventId, sale.types.General!, buyer('stored-sw')), sw);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = JSON.parse(placed.body) as TOrder;
    const started = await send(
      {
        method: 'POST',
        url: `/api/orders/${order.token}/payments`,
        payload: { idempotencyKey: key(), channel: 'card' },
      },
      sw,
    );
    const reference = (JSON.parse(started.body) as { order: TOrder }).order.payment!.reference;
    await send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'decline' } }, sw);
    await send({ method: 'POST', url: `/api/orders/${order.token}/verify` }, sw);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('failed');
    expect(row?.failureReason).toBe('Declined by the sandbox bank');
  });
});
