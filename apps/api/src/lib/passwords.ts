import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (m=19 MiB, t=2, p=1): about 20-40 ms per hash. `Algorithm` is an
 * ambient const enum, which isolated modules cannot read, hence the literal (2 = Argon2id).
 */
const ARGON2: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * Verifies against argon2id hashes and the older `scrypt$N$r$p$salt$hash` form, which stays
 * readable so accounts made before the switch can still sign in (and are re-hashed then: see
 * `needsRehash`). Never throws on a malformed stored value; it simply does not match.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length < 16) return false;
  try {
    const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 64 * 1024 * 1024,
    });
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

/** True when a stored hash is not argon2id at today's parameters (upgrade it at sign-in). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same work as checking a real password, for sign-ins with an unknown username or
 * an account without a password, so the answer time does not tell whether the account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}

/** The former hashing scheme, kept only so tests can build accounts made before argon2id. */
export async function legacyScryptHash(password: string): Promise<string> {
  const params = { N: 16384, r: 8, p: 1 } as const;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { ...params, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}
