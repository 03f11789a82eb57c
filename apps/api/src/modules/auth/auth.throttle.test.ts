import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { userDevices, users } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { codeIn, PASSWORD, sessionCookieOf, useMailingApp } from './auth.test-support.js';
import { SIGNIN_SLOWDOWN, THROTTLES } from './auth.throttle.js';
import { slowdownDelayMs } from '../../lib/throttle.js';

const WRONG = 'Wrong#pass1';

/**
 * Throttles that stop the attacker, not the owner (decision 018): a device that has signed in to
 * an account before keeps its own counters, the budgets count per address as well as per
 * account, and each decision is one statement.
 */
describe.each(ENGINES)('account throttles on %s', (engine) => {
  const { ctx, smtp } = useMailingApp(engine);
  let n = 0;
  const nextAddress = () => `10.9.${(++n >> 8) & 255}.${n & 255}`;

  const db = () => ctx.database.db;
  const post = (url: string, payload: object, r: { ip?: string; cookie?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: r.ip ?? nextAddress(),
      headers: r.cookie ? { cookie: r.cookie } : {},
    });
  const signIn = (username: string, password: string, r: { ip?: string; cookie?: string } = {}) =>
    post('/api/auth/signin', { username, password }, r);
  /** The device cookie a response set, as a header value for the next request. */
  const deviceCookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === 'tikiti_device');
    if (!c) throw new Error(`no device cookie set (status ${res.statusCode})`);
    return `tikiti_device=${c.value}`;
  };
  /** As if a minute had passed for the 60 s pause between two codes to this email. */
  const pauseOver = (email: string) =>
    ctx.database.execute(
      `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key LIKE 'cooldown:%' AND key LIKE $1`,
      [`%:${email}`],
    );

  /** An attacker guesses reset codes for `email`, from a new address each time, until the account's wrong-code limit is used up. */
  const guessResetCodes = async (email: string) => {
    for (let i = 0; i < THROTTLES.code.account.limit; i++)
      await post(
        '/api/auth/reset-password',
        { email, otp: '000000', password: 'Attacker#2026' },
        { ip: `198.51.100.${++n & 255}` },
      );
  };

  /** As if the wait earned by the account's wrong passwords from unknown devices had passed. */
  const slowdownOver = (account: string) =>
    ctx.database.execute(`UPDATE auth_throttles SET last_hit_at = last_hit_at - interval '16 minutes' WHERE key = $1`, [
      `signin:slow:${account.toLowerCase()}`,
    ]);

  let seq = 0;
  /** A verified account, signed in once from its owner's phone: that phone is a known device. */
  async function owner() {
    const id = `${Date.now().toString(36)}${++seq}`;
    const p = {
      firstName: 'Njeri',
      lastName: 'Mwangi',
      username: `njeri_${id}`,
      email: `njeri.${id}@example.com`,
      phone: '0722 000 111',
      password: PASSWORD,
    };
    expect((await post('/api/auth/signup', p)).statusCode).toBe(201);
    const code = codeIn(await smtp.next(p.email, /verification code/));
    const verified = await post('/api/auth/verify', { email: p.email, otp: code, type: 'signup' });
    expect(verified.statusCode, verified.body).toBe(200);
    const first = await signIn(p.username, PASSWORD, { ip: '41.80.1.1' });
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await db()
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${p.email}`);
    return { ...p, id: row!.id, phone: deviceCookieOf(first), session: sessionCookieOf(first) };
  }

  it('slows a new device after wrong passwords rather than locking it: 11 at once buy three tries, the owner waits a second', async () => {
    const o = await owner();
    const attacker = '203.0.113.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(o.username, WRONG, { ip: attacker })).statusCode);
    // Two are free (a typo, then the right password at once); the third earns a second, and the
    // rest came before their time and were not counted.
    expect(statuses).toEqual([401, 401, 401, ...Array(8).fill(429)]);

    // The owner on a new phone is asked to wait the second the one failure earned...
    const early = await signIn(o.username, PASSWORD, { ip: '41.80.9.9' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(1);
    expect(early.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/try again in 1 second/),
    });
    // ... while their own phone never waits.
    expect((await signIn(o.username, PASSWORD, { ip: attacker, cookie: o.phone })).statusCode).toBe(200);

    // A second later the right password signs in from the new phone: no 15-minute lock-out.
    await slowdownOver(o.username);
    expect((await signIn(o.username, PASSWORD, { ip: '41.80.9.9' })).statusCode).toBe(200);
    // Signing in made nobody wait: the next right password goes through at once...
    expect((await signIn(o.username, PASSWORD, { ip: '41.80.9.9' })).statusCode).toBe(200);
    // ... and the failure others built up still counts: the next one earns two seconds.
    expect((await signIn(o.username, WRONG, { ip: attacker })).statusCode).toBe(401);
    expect(Number((await signIn(o.username, PASSWORD, { ip: '41.80.9.9' })).headers['retry-after'])).toBe(2);
  });

  it('doubles the wait with each wrong password from unknown devices after two, up to 15 minutes, across addresses', async () => {
    const o = await owner();
    for (let i = 1; i <= SIGNIN_SLOWDOWN.freeTries; i++)
      expect((await signIn(o.username, WRONG)).statusCode, `free failure ${i}`).toBe(401);
    const waits: number[] = [];
    for (let i = 1; i <= 12; i++) {
      await slowdownOver(o.username);
      expect((await signIn(o.username, WRONG)).statusCode, `failure ${i}`).toBe(401);
      const next = await signIn(o.username, PASSWORD);
      expect(next.statusCode).toBe(429);
      waits.push(Number(next.headers['retry-after']));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(slowdownDelayMs(SIGNIN_SLOWDOWN, 1000)).toBe(15 * 60_000);
    // The owner's phone is not held back by any of it.
    expect((await signIn(o.username, PASSWORD, { cookie: o.phone })).statusCode).toBe(200);
    await slowdownOver(o.username);
    expect((await signIn(o.username, PASSWORD)).statusCode).toBe(200);
  });

  it('takes a mailed reset code from a new device after the send, wrong-code and sign-in limits are used up', async () => {
    const o = await owner();
    const attacker = () => `198.51.100.${++n & 255}`;
    const resetMails = () => smtp.mails.filter((m) => m.to.includes(o.email) && /reset/.test(m.subject));
    // Attackers ask for reset mails and guess codes until the account's wrong-code limit is used up,
    for (let i = 0; i < THROTTLES.send.account.limit - 2; i++) {
      await pauseOver(o.email);
      expect((await post('/api/auth/forgot-password', { email: o.email }, { ip: attacker() })).statusCode).toBe(200);
    }
    await guessResetCodes(o.email);
    // ... then the last mail the hour allows goes out (the owner has it), and the next is refused,
    await pauseOver(o.email);
    expect((await post('/api/auth/forgot-password', { email: o.email }, { ip: attacker() })).statusCode).toBe(200);
    await pauseOver(o.email);
    expect((await post('/api/auth/forgot-password', { email: o.email }, { ip: attacker() })).statusCode).toBe(429);
    // ... and they try passwords too.
    for (let i = 0; i < 5; i++) await signIn(o.username, WRONG, { ip: attacker() });
    const stillLimited = await post(
      '/api/auth/reset-password',
      { email: o.email, otp: '000000', password: 'Attacker#2026' },
      { ip: attacker() },
    );
    expect(stillLimited.statusCode).toBe(429);

    await ctx.app.mail.idle();
    const code = codeIn(resetMails().at(-1)!);
    const NEW = 'Ngong#Hills2027';
    const checked = await post(
      '/api/auth/verify',
      { email: o.email, otp: code, type: 'password-reset' },
      { ip: '41.80.7.7' },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    const done = await post(
      '/api/auth/reset-password',
      { email: o.email, otp: code, password: NEW },
      { ip: '41.80.7.7' },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(o.email, NEW, { cookie: o.phone })).statusCode).toBe(200);
  });

  it('gives a known device a limit of its own, which a right password resets', async () => {
    const o = await owner();
    const limit = THROTTLES.signin.accountDevice.limit;
    for (let i = 0; i < limit; i++)
      expect((await signIn(o.username, WRONG, { ip: nextAddress(), cookie: o.phone })).statusCode).toBe(401);
    expect((await signIn(o.username, PASSWORD, { cookie: o.phone })).statusCode).toBe(429);
    // Other devices are not held back by what this one used up.
    expect((await signIn(o.username, PASSWORD)).statusCode).toBe(200);

    const p = await owner();
    for (let i = 0; i < limit - 1; i++) await signIn(p.username, WRONG, { cookie: p.phone });
    expect((await signIn(p.username, PASSWORD, { cookie: p.phone })).statusCode).toBe(200);
    expect((await signIn(p.username, WRONG, { cookie: p.phone })).statusCode).toBe(401);
  });

  it('refuses a 101st failed sign-in from one address across accounts, not other addresses nor known devices', async () => {
    const o = await owner();
    const nat = '105.160.0.1';
    const { limit } = THROTTLES.signin.address;
    for (let i = 0; i < limit; i++)
      expect((await signIn(`nobody_${i}_${o.username}`, WRONG, { ip: nat })).statusCode, `attempt ${i + 1}`).toBe(401);
    const sprayed = await signIn(`someone_else_${o.username}`, WRONG, { ip: nat });
    expect(sprayed.statusCode).toBe(429);
    // A neighbour behind the same carrier address on a new browser waits; on their own phone, not.
    expect((await signIn(o.username, PASSWORD, { ip: nat })).statusCode).toBe(429);
    expect((await signIn(o.username, PASSWORD, { ip: nat, cookie: o.phone })).statusCode).toBe(200);
    expect((await signIn(o.username, PASSWORD, { ip: '105.160.0.2' })).statusCode).toBe(200);
  });

  it('lets the owner reset from a known device after attackers alternate forgot-password and resend-otp', async () => {
    const o = await owner();
    const attacker = () => `198.51.100.${++n & 255}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      await pauseOver(o.email);
      const res =
        i % 2 === 0
          ? await post('/api/auth/forgot-password', { email: o.email }, { ip: attacker() })
          : await post('/api/auth/resend-otp', { email: o.email, type: 'signup' }, { ip: attacker() });
      statuses.push(res.statusCode);
    }
    // The account's hourly budget, less the sign-up code the owner had a moment ago.
    const budget = THROTTLES.send.account.limit - 1;
    expect(statuses.slice(0, budget)).toEqual(Array(budget).fill(200));
    expect(statuses.slice(budget)).toEqual(Array(10 - budget).fill(429));
    // ... and they guess reset codes until the account's wrong-code limit is used up too.
    await guessResetCodes(o.email);
    await pauseOver(o.email);
    await ctx.app.mail.idle();
    const resetMails = () => smtp.mails.filter((m) => m.to.includes(o.email) && /reset/.test(m.subject));
    const before = resetMails().length;

    // A new browser is held to the account's budget that the attackers used up.
    const unknown = await post('/api/auth/forgot-password', { email: o.email }, { ip: '41.80.1.1' });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({ message: expect.stringMatching(/Too many attempts/) });

    // The owner's phone has its own: the code comes, and the reset goes through.
    const asked = await post('/api/auth/forgot-password', { email: o.email }, { ip: '41.80.1.1', cookie: o.phone });
    expect(asked.statusCode, asked.body).toBe(200);
    await ctx.app.mail.idle();
    expect(resetMails()).toHaveLength(before + 1);
    const code = codeIn(resetMails().at(-1)!);
    const NEW = 'Ngong#Hills2027';
    const done = await post(
      '/api/auth/reset-password',
      { email: o.email, otp: code, password: NEW },
      { ip: '41.80.1.1', cookie: o.phone },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(o.email, NEW, { cookie: o.phone })).statusCode).toBe(200);
  });

  it('limits mails per address across accounts to 30 an hour, not other addresses', async () => {
    const ip = '105.161.0.1';
    const stamp = Date.now().toString(36);
    const { limit } = THROTTLES.send.address;
    for (let i = 0; i < limit; i++)
      expect(
        (await post('/api/auth/forgot-password', { email: `x${i}.${stamp}@example.com` }, { ip })).statusCode,
      ).toBe(200);
    const over = await post('/api/auth/forgot-password', { email: `y.${stamp}@example.com` }, { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(60);
    expect(
      (await post('/api/auth/forgot-password', { email: `y.${stamp}@example.com` }, { ip: '105.161.0.2' })).statusCode,
    ).toBe(200);
    // A loopback address names no client (a proxy on this machine, the browser tests): not counted.
    for (let i = 0; i <= limit; i++)
      expect(
        (await post('/api/auth/forgot-password', { email: `z${i}.${stamp}@example.com` }, { ip: '127.0.0.1' }))
          .statusCode,
      ).toBe(200);
  });

  it('forgets known devices when the password changes', async () => {
    const o = await owner();
    const devices = () =>
      db()
        .select()
        .from(userDevices)
        .where(sql`${userDevices.userId} = ${o.id}`);
    const rows = await devices();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => /^[0-9a-f]{64}$/.test(d.deviceHash))).toBe(true);
    expect(rows.some((d) => o.phone.includes(d.deviceHash))).toBe(false);

    const changed = await post(
      '/api/profile/password',
      { currentPassword: PASSWORD, newPassword: 'Ngong#Hills2027' },
      { cookie: `${o.session}; ${o.phone}` },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // Only the browser that made the change is known again (it signed in anew with it).
    const after = await devices();
    expect(after).toHaveLength(1);
    expect(after[0]!.firstSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.lastSeenAt.getTime());
  });

  it('forgets known devices when the account is deleted', async () => {
    const o = await owner();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      payload: { password: PASSWORD },
      remoteAddress: nextAddress(),
      headers: { cookie: `${o.session}; ${o.phone}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await db()
        .select()
        .from(userDevices)
        .where(sql`${userDevices.userId} = ${o.id}`),
    ).toEqual([]);
  });

  it('holds the profile’s password checks to the sign-in limits, known device included', async () => {
    const o = await owner();
    for (let i = 0; i < 5; i++) {
      await slowdownOver(o.username);
      await signIn(o.username, WRONG, { ip: `203.0.114.${(i % 4) + 1}` });
    }
    // A stolen session on another browser cannot guess the password past the account's limit...
    const thief = await post(
      '/api/profile/email',
      { newEmail: `thief.${o.email}`, password: WRONG },
      { cookie: o.session, ip: '203.0.114.9' },
    );
    expect(thief.statusCode).toBe(429);
    // ... while the owner, on their own phone, changes their email.
    const mine = await post(
      '/api/profile/email',
      { newEmail: `new.${o.email}`, password: PASSWORD },
      { cookie: `${o.session}; ${o.phone}` },
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const code = codeIn(await smtp.next(`new.${o.email}`));
    const confirmed = await post('/api/profile/email/confirm', { code }, { cookie: `${o.session}; ${o.phone}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it.skipIf(engine !== 'postgres')(
    'never lets more wrong passwords through than the slowdown allows when they come at once',
    async () => {
      const o = await owner();
      const fromAnywhere = await Promise.all(
        Array.from({ length: 25 }, () => signIn(o.username, WRONG, { ip: nextAddress() })),
      );
      const count = (rs: LightMyRequestResponse[], status: number) => rs.filter((r) => r.statusCode === status).length;
      expect(fromAnywhere.filter((r) => r.statusCode !== 401 && r.statusCode !== 429).map((r) => r.body)).toEqual([]);
      // One try at a time: the two free ones and the first that earns a wait; every other waits.
      expect(count(fromAnywhere, 401)).toBe(SIGNIN_SLOWDOWN.freeTries + 1);
      expect(count(fromAnywhere, 429)).toBe(25 - SIGNIN_SLOWDOWN.freeTries - 1);
      // The owner's phone is untouched by either.
      expect((await signIn(o.username, PASSWORD, { cookie: o.phone })).statusCode).toBe(200);
    },
  );
});
