import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { sessionCookieOf, startSmtp } from './auth.test-support.js';

/**
 * Google sign-in through the real openid-client code against an OpenID Connect provider on
 * loopback (oauth2-mock-server): discovery, PKCE, state, nonce and a signed ID token.
 */
describe.each(ENGINES)('Google sign-in on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const provider = new OAuth2Server();
  /** Claims the provider puts in the next ID tokens. */
  let claims: Record<string, unknown> = {};
  let n = 0;
  const remoteAddress = () => `10.8.0.${++n}`;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
    smtp = await startSmtp();
    ctx = await createTestApp(engine, {
      config: {
        SMTP_URL: smtp.url,
        GOOGLE_CLIENT_ID: 'tikiti-test-client',
        GOOGLE_CLIENT_SECRET: 'tikiti-test-secret',
        GOOGLE_ISSUER_URL: provider.issuer.url,
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    await provider.stop();
  });

  /** Runs the whole dance: our start URL → provider → our callback. Returns the callback's answer. */
  async function signInWithGoogle(
    startQuery = '',
    tamper?: (callback: URL) => void,
    opts: {
      dropCookie?: boolean;
      flow?: (state: Record<string, unknown>) => void;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const start = await ctx.app.inject({ url: `/api/auth/google${startQuery}`, remoteAddress: remoteAddress() });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.origin).toBe(provider.issuer.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    const flow = start.cookies.find((c) => c.name === 'tikiti_oidc')!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    if (opts.flow) {
      // What a leaked signing secret (or a bug that stored a bad value) could put in the cookie.
      const state = JSON.parse(ctx.app.unsignCookie(flow.value).value!) as Record<string, unknown>;
      opts.flow(state);
      flow.value = ctx.app.signCookie(JSON.stringify(state));
    }

    const answer = await fetch(authorize, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/google/callback');
    tamper?.(callback);
    return ctx.app.inject({
      url: `${callback.pathname}${callback.search}`,
      remoteAddress: remoteAddress(),
      ...(opts.headers ? { headers: opts.headers } : {}),
      ...(opts.dropCookie ? {} : { cookies: { tikiti_oidc: flow.value } }),
    });
  }

  const me = async (res: LightMyRequestResponse) =>
    (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieOf(res) } })).json() as {
      id: number;
      email: string;
      username: string;
      isHost: boolean;
      emailVerified: boolean;
      firstName: string | null;
    };

  it('makes a new, verified account and returns to the app with googleAuth=success', async () => {
    claims = {
      sub: 'google-sub-new-1',
      email: 'Wanjiku.Kamau@gmail.example',
      email_verified: true,
      given_name: 'Wanjiku',
      family_name: 'Kamau',
    };
    const res = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?googleAuth=success');
    const user = await me(res);
    expect(user).toMatchObject({
      email: 'wanjiku.kamau@gmail.example',
      username: 'wanjiku.kamau',
      firstName: 'Wanjiku',
      isHost: false,
      emailVerified: true,
    });

    // The same Google account next time is the same user; a namesake gets another username.
    const again = await me(await signInWithGoogle());
    expect(again.id).toBe(user.id);
    claims = { ...claims, sub: 'google-sub-new-2', email: 'w.kamau@gmail.example' };
    const namesake = await me(await signInWithGoogle());
    expect(namesake.id).not.toBe(user.id);
    expect(namesake.username).toMatch(/^wanjiku\.kamau\d+$/);
  });

  it('a new account keeps the language the browser asks in (users.locale)', async () => {
    claims = { sub: 'google-sub-sw-1', email: 'achieng@gmail.example', email_verified: true, given_name: 'Achieng' };
    const res = await signInWithGoogle('', undefined, { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } });
    expect(res.statusCode).toBe(302);
    const [row] = await ctx.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.googleSubject, 'google-sub-sw-1'));
    expect(row?.locale).toBe('sw');
  });

  it('remembers type=host and a same-site returnTo, and ignores one pointing elsewhere', async () => {
    claims = { sub: 'google-sub-host', email: 'promoter@gmail.example', email_verified: true, given_name: 'Otieno' };
    const res = await signInWithGoogle(`?type=host&returnTo=${encodeURIComponent('/checkout/26/payment?step=2')}`);
    expect(res.headers.location).toBe('/checkout/26/payment?step=2&googleAuth=success&type=host');
    expect((await me(res)).isHost).toBe(true);

    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const r = await signInWithGoogle(`?returnTo=${encodeURIComponent(evil)}`);
      expect(r.headers.location, evil).toBe('/?googleAuth=success');
    }
  });

  it("never leaves the site for the issue's returnTo paths, however they are spelled", async () => {
    claims = { sub: 'google-sub-redirects', email: 'redirects@gmail.example', email_verified: true };
    const stays = (location: string | undefined) => {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toContain('\\');
      const url = new URL(location!, 'https://tikiti.example/auth/signin');
      expect(url.host).toBe('tikiti.example');
      expect(url.searchParams.get('googleAuth')).toBe('success');
    };
    for (const evil of ['/.//evil.example/phish', '/%2e//x', '/a/..//x', '/./\\x']) {
      const r = await signInWithGoogle(`?returnTo=${encodeURIComponent(evil)}`);
      expect(r.statusCode).toBe(302);
      expect(r.headers.location, evil).toBe('/?googleAuth=success');
    }
    for (const variant of [
      '/%2E//evil.example/phish',
      '/%2e%2e//evil.example',
      '/a/.%2E//evil.example',
      '/a/b/../..//evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
    ]) {
      const r = await signInWithGoogle(`?returnTo=${encodeURIComponent(variant)}`);
      expect(r.statusCode, variant).toBe(302);
      stays(r.headers.location);
    }
    // A bad returnTo that reached the flow's cookie is judged again when it is used.
    const planted = await signInWithGoogle('?returnTo=%2Fevents', undefined, {
      flow: (state) => {
        state.returnTo = '/.//evil.example/phish';
      },
    });
    expect(planted.headers.location).toBe('/?googleAuth=success');
  });

  it('links to an existing account only when its email is verified here', async () => {
    const [attendee] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${DEMO_ACCOUNTS.attendee.email}`);
    claims = { sub: 'google-sub-attendee', email: DEMO_ACCOUNTS.attendee.email, email_verified: true };
    const linked = await signInWithGoogle();
    expect((await me(linked)).id).toBe(attendee!.id);

    // Someone signed up with this address and never proved it: Google's owner gets a new account
    // and the squatter's password no longer opens anything.
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: remoteAddress(),
      payload: {
        firstName: 'Not',
        lastName: 'Owner',
        username: 'squatter01',
        email: 'owner@gmail.example',
        phone: '0712345678',
        password: 'Squatter#2026',
      },
    });
    expect(squatter.statusCode).toBe(201);
    const [squatterRow] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} = 'squatter01'`);
    const squatterId = squatterRow!.id;
    claims = { sub: 'google-sub-owner', email: 'owner@gmail.example', email_verified: true };
    const owner = await me(await signInWithGoogle());
    expect(owner.id).not.toBe(squatterId);
    expect(owner.email).toBe('owner@gmail.example');
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: remoteAddress(),
      payload: { username: 'squatter01', password: 'Squatter#2026' },
    });
    expect(signin.statusCode).toBe(401);
  });

  it('refuses an email Google has not verified', async () => {
    claims = { sub: 'google-sub-unverified', email: 'unverified@gmail.example', email_verified: false };
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/auth/signin?googleAuth=error&reason=email_unverified');
    expect(res.cookies.find((c) => c.name === 'tikiti_session')).toBeUndefined();
  });

  it('refuses a callback whose state does not match, or that lost its flow cookie', async () => {
    claims = { sub: 'google-sub-x', email: 'x@gmail.example', email_verified: true };
    const forged = await signInWithGoogle('', (cb) => cb.searchParams.set('state', 'forged-state'));
    expect(forged.headers.location).toBe('/auth/signin?googleAuth=error&reason=failed');
    expect(forged.cookies.find((c) => c.name === 'tikiti_session')).toBeUndefined();

    const noCookie = await signInWithGoogle('', undefined, { dropCookie: true });
    expect(noCookie.headers.location).toBe('/auth/signin?googleAuth=error&reason=expired');

    const cancelled = await signInWithGoogle('', (cb) => {
      cb.searchParams.delete('code');
      cb.searchParams.set('error', 'access_denied');
    });
    expect(cancelled.headers.location).toBe('/auth/signin?googleAuth=error&reason=cancelled');
  });
});
