import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { codeIn, newPerson, PASSWORD, sessionCookieOf, useMailingApp } from '../auth/auth.test-support.js';

/** users.locale: set at sign-up from the request's language, and when a signed-in person switches language. */
describe.each(ENGINES)('account language on %s', (engine) => {
  const { ctx, smtp } = useMailingApp(engine);
  let n = 0;

  const send = (opts: InjectOptions, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.9.${(++n >> 8) & 255}.${n & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...headers },
    });
  const localeOf = async (email: string) =>
    (
      await ctx.database.db
        .select({ locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0]?.locale;
  const signUp = async (headers: Record<string, string> = {}) => {
    const p = newPerson();
    const res = await send({ method: 'POST', url: '/api/auth/signup', payload: p }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return p;
  };

  it('sign-up keeps the language of the lang cookie, else Accept-Language, else English', async () => {
    const byCookie = await signUp({ cookie: 'lang=sw', 'accept-language': 'en-GB,en;q=0.9' });
    expect(await localeOf(byCookie.email)).toBe('sw');
    const byHeader = await signUp({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(await localeOf(byHeader.email)).toBe('sw');
    const plain = await signUp();
    expect(await localeOf(plain.email)).toBe('en');
    const unknown = await signUp({ cookie: 'lang=fr', 'accept-language': 'fr-FR' });
    expect(await localeOf(unknown.email)).toBe('en');
  });

  it('PATCH /api/profile/locale sets the signed-in person’s language; bad input is a 400, no session a 401', async () => {
    const p = await signUp();
    const code = codeIn(await smtp.next(p.email, /verification code/));
    const verified = await send({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: p.email, otp: code, type: 'signup' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = sessionCookieOf(verified);
    const patch = (payload: unknown, headers: Record<string, string> = { cookie }) =>
      send({ method: 'PATCH', url: '/api/profile/locale', payload: payload as object }, headers);

    const toSw = await patch({ locale: 'sw' });
    expect(toSw.statusCode, toSw.body).toBe(204);
    expect(await localeOf(p.email)).toBe('sw');
    expect((await patch({ locale: 'en' })).statusCode).toBe(204);
    expect(await localeOf(p.email)).toBe('en');

    const bad = await patch({ locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect(bad.body).toMatch(/en, sw/);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ locale: 'sw' }, {})).statusCode).toBe(401);
    expect(await localeOf(p.email)).toBe('en');
  });
  it("writes the account's notices in the account's language once the person switched", async () => {
    const p = await signUp();
    const verified = await send({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: p.email, otp: codeIn(await smtp.next(p.email, /verification code/)), type: 'signup' },
    });
    let cookie = sessionCookieOf(verified);
    expect(
      (await send({ method: 'PATCH', url: '/api/profile/locale', payload: { locale: 'sw' } }, { cookie })).statusCode,
    ).toBe(204);

    // The page's own language does not matter to a signed-in person's notices: the account's does.
    const changed = await send(
      {
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword: PASSWORD, newPassword: 'Ngong#Hills2027' },
      },
      { cookie, 'accept-language': 'en-GB' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    cookie = sessionCookieOf(changed);
    const notice = await smtp.next(p.email, /^Nenosiri lako la Tikiti limebadilishwa$/);
    expect(notice.decoded).toContain('<html lang="sw">');

    const newEmail = `new.${p.email}`;
    const asked = await send(
      { method: 'POST', url: '/api/profile/email', payload: { newEmail, password: 'Ngong#Hills2027' } },
      { cookie },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await smtp.next(newEmail, /^\d{6} ni nambari yako ya kuthibitisha/);
    expect(code.decoded).toContain('Weka nambari hii kwenye wasifu wako');
    const confirmed = await send(
      { method: 'POST', url: '/api/profile/email/confirm', payload: { code: codeIn(code) } },
      { cookie },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const moved = await smtp.next(p.email, /^Barua pepe yako ya Tikiti imebadilishwa$/);
    expect(moved.decoded).toContain(`imebadilishwa kuwa ${newEmail}`);
  });
});
