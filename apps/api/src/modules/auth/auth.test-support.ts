import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type Engine } from '../../test/database.js';

/** The password of the people the account tests sign up. */
export const PASSWORD = 'Kilimanjaro#2026';

let people = 0;

/** A new person's sign-up form, with a username and email nobody has yet. */
export function newPerson(type?: 'host' | 'attendee') {
  const id = `${Date.now().toString(36)}${++people}`;
  return {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    username: `amina_${id}`,
    email: `amina.${id}@example.com`,
    phone: '0712 345 678',
    password: PASSWORD,
    ...(type ? { type } : {}),
  };
}

/**
 * An app that mails through a loopback SMTP server (`smtp` keeps what it receives), for one
 * describe block: made before its first test, closed after its last. The objects are returned
 * empty and filled in `beforeAll`.
 */
export function useMailingApp(engine: Engine) {
  const ctx = {} as Awaited<ReturnType<typeof createTestApp>>;
  const smtp = {} as Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtp());
    Object.assign(ctx, await createTestApp(engine, { config: { SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await ctx.close?.();
    await smtp.close?.();
  });
  return { ctx, smtp };
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), enough to read a mail's text. */
export function decodeQuotedPrintable(s: string): string {
  const bytes = Buffer.from(s.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const hex = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (b === 0x3d && /^[0-9A-F]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(b);
  }
  return Buffer.from(out).toString('utf8');
}

/**
 * A real SMTP server on loopback that keeps what it receives; the app sends to it through
 * nodemailer exactly as it would to a provider.
 */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const taken = new WeakSet<ReceivedMail>();
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          decoded: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of [...waiters])
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to `to` (already received ones count once each) whose subject matches. */
    next(to: string, subject: RegExp = /./): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to.includes(to.toLowerCase()) && subject.test(m.subject);
      const seen = mails.find((m) => match(m) && !taken.has(m));
      if (seen) {
        taken.add(seen);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} matching ${subject}`)), 10_000);
        waiters.push({
          match: (m) => match(m) && !taken.has(m),
          resolve: (m) => {
            clearTimeout(timer);
            taken.add(m);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code on a line of its own in the mail's text part. */
export function codeIn(mail: ReceivedMail): string {
  const m = /^(\d{6})\r?$/m.exec(mail.decoded);
  if (!m) throw new Error(`no code in mail: ${mail.subject}`);
  return m[1]!;
}

/** The session cookie a response set, as a header value for the next request. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'tikiti_session' && x.value);
  if (!c) throw new Error(`no session cookie set (status ${res.statusCode}: ${res.body.slice(0, 200)})`);
  return `tikiti_session=${c.value}`;
}
