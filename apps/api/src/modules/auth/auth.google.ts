import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { safeReturnPath } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import type { GoogleClaims } from './auth.service.js';

/** What the start of a Google sign-in leaves in its short-lived signed cookie. */
export interface GoogleFlowState {
  state: string;
  nonce: string;
  verifier: string;
  type?: 'host' | undefined;
  returnTo?: string | undefined;
}

export const GOOGLE_FLOW_COOKIE = 'tikiti_oidc';
export const GOOGLE_FLOW_MAX_AGE_SECONDS = 600;

/**
 * The flow state in the request's signed cookie, or null (absent, unsigned, tampered or
 * malformed). Its `returnTo` goes through the redirect rule again on the way out, as on the
 * way in: the rule, not the cookie's signature, is what keeps the browser on this site.
 */
export function readGoogleFlow(req: FastifyRequest, cookie: string): GoogleFlowState | null {
  const raw = req.cookies[cookie];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const v = JSON.parse(unsigned.value) as Partial<GoogleFlowState>;
    if (typeof v.state !== 'string' || typeof v.nonce !== 'string' || typeof v.verifier !== 'string') return null;
    return {
      state: v.state,
      nonce: v.nonce,
      verifier: v.verifier,
      type: v.type === 'host' ? 'host' : undefined,
      returnTo: safeReturnPath(v.returnTo) ?? undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Where a Google sign-in ends: `returnTo` (default '/') with `googleAuth=success`, and
 * `type=host` after a host sign-up. The whole target passes the redirect rule once more after
 * the parameters are added; it is always a path of this site.
 */
export function googleSuccessPath(returnTo: string | undefined, type: 'host' | undefined): string {
  const target = new URL(safeReturnPath(returnTo) ?? '/', 'http://site.invalid');
  target.searchParams.set('googleAuth', 'success');
  if (type === 'host') target.searchParams.set('type', 'host');
  return (
    safeReturnPath(`${target.pathname}${target.search}${target.hash}`) ??
    `/?googleAuth=success${type === 'host' ? '&type=host' : ''}`
  );
}

/**
 * OpenID Connect with Google (or GOOGLE_ISSUER_URL) through openid-client: authorization code
 * flow with PKCE (S256), state and nonce. The provider's metadata is fetched on first use and
 * kept; a failed discovery is retried on the next sign-in.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;
  readonly redirectUri: string;

  constructor(
    private readonly settings: NonNullable<AppConfig['google']>,
    private readonly config: AppConfig,
  ) {
    this.redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuerUrl),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // A plain-http issuer is a local mock server in tests; never allowed in production.
        new URL(this.settings.issuerUrl).protocol === 'http:' && this.config.env !== 'production'
          ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((err: unknown) => {
        this.configuration = null;
        throw err;
      });
    return this.configuration;
  }

  /** The provider's authorization URL and the state to keep until the callback. */
  async start(opts: { type?: 'host' | undefined; returnTo?: string | undefined }) {
    const configuration = await this.discover();
    const flow: GoogleFlowState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      type: opts.type,
      returnTo: safeReturnPath(opts.returnTo) ?? undefined,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      prompt: 'select_account',
    });
    return { url: url.href, flow };
  }

  /**
   * Exchanges the code from the callback for tokens, checking state, nonce, PKCE and the ID
   * token's signature, issuer, audience and expiry. Throws when anything does not match.
   */
  async finish(callbackQuery: string, flow: GoogleFlowState): Promise<GoogleClaims> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${this.redirectUri}?${callbackQuery}`), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error('the ID token has no subject');
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      sub: claims.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      picture: text(claims.picture),
    };
  }
}
