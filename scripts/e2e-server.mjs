// Starts the real server, compiled, for browser tests on a fresh database with the demo
// catalogue: a new database on TEST_DATABASE_URL's PostgreSQL server when that is set (as CI sets
// it, so the journeys run on the engine production uses, and the queries run outside the
// server's process), embedded PGlite in a temporary folder otherwise. The database is removed when the server stops.
// E2E_DATABASE=pglite forces the embedded engine; E2E_DATABASE_PREFIX names the database.
//
// Google sign-in goes to an OpenID Connect provider on loopback (oauth2-mock-server), which
// answers the authorization request at once, without a login page. The identity it signs into
// the ID token comes from the browser's `e2e_google_identity` cookie (URI-encoded JSON claims,
// e.g. {"sub":"g-1","email":"a@b.example","email_verified":true}): cookies ignore the port, so a
// test sets it for 127.0.0.1 and each browser context signs in as its own person.
//
// M-Pesa goes through a fake Daraja (apps/api/src/modules/payments/daraja-fake.ts) that the
// server starts on loopback (DARAJA_FAKE=1): the number's last four digits choose what the
// phone does. E2E_DARAJA=0 keeps M-Pesa on the offline sandbox.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { API_BUNDLE, buildIfStale } from './build-if-stale.mjs';

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the admin URL's server, or null when the server does not answer. */
async function createPostgresDatabase(adminUrl) {
  const prefix = (process.env.E2E_DATABASE_PREFIX ?? 'tikiti_e2e').replace(/[^a-z0-9_]/gi, '');
  const name = `${prefix}_${process.pid}`.toLowerCase();
  try {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (err) {
    console.error(`e2e-server: PostgreSQL at TEST_DATABASE_URL did not answer (${err.message}); using PGlite.`);
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function createPgliteFolder() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tikiti-e2e-'));
  return {
    // An inherited DATABASE_URL must not send the tests to someone's own database.
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const IDENTITY_COOKIE = 'e2e_google_identity';

function identityFromCookie(header = '') {
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== IDENTITY_COOKIE) continue;
    try {
      const claims = JSON.parse(decodeURIComponent(value.join('=')));
      return claims && typeof claims === 'object' ? claims : null;
    } catch {
      return null;
    }
  }
  return null;
}

async function startGoogleMock() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  // Authorization code → the claims of the browser that asked for it.
  const identities = new Map();
  provider.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const code = url.searchParams.get('code');
    const claims = identityFromCookie(req.headers.cookie);
    if (code && claims) identities.set(code, claims);
  });
  provider.service.on('beforeTokenSigning', (token, req) => {
    const claims = identities.get(req.body?.code);
    if (claims) Object.assign(token.payload, claims);
  });
  provider.service.on('beforeResponse', (_response, req) => identities.delete(req.body?.code));
  return provider;
}

// The compiled server, as production runs it (decision 020): `npm run test:e2e` has just built
// it, and a run started by hand rebuilds it here when a source is newer. Through tsx the process
// compiled the whole API on every start instead, seconds of CPU before the first test.
buildIfStale(API_BUNDLE);

const port = process.env.PORT ?? '3000';
const google = await startGoogleMock();

const adminUrl = process.env.E2E_DATABASE === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
const database = (adminUrl && (await createPostgresDatabase(adminUrl))) || createPgliteFolder();

const child = spawn(process.execPath, [API_BUNDLE.output], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...database.env,
    NODE_ENV: 'test',
    // Background jobs run as in production: hold expiry, the sandbox's M-Pesa answer, mail.
    JOBS: 'true',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // No load shedding: browsers, server and workers share two cores, and a test wants its page.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    HOST: '127.0.0.1',
    // The address the browser uses (never an inherited one), so the Google callback comes back
    // to the same host with the flow's cookie.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: 'tikiti-e2e-client',
    GOOGLE_CLIENT_SECRET: 'tikiti-e2e-secret',
    GOOGLE_ISSUER_URL: google.issuer.url,
    // M-Pesa through a fake Safaricom Daraja on loopback, in the server's process (cards stay on
    // the sandbox); E2E_DARAJA=0 leaves M-Pesa on the sandbox too.
    DARAJA_FAKE: process.env.E2E_DARAJA === '0' ? '0' : '1',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await google.stop().catch(() => {});
  try {
    await database.remove();
  } catch (err) {
    console.error(`e2e-server: could not remove the test database: ${err.message}`);
  }
  process.exit(code ?? 0);
});
