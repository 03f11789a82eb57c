import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { DEMO_ACCOUNTS } from '../../db/seed/seed.js';
import { AppError } from '../../lib/errors.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { FieldCipher } from '../../lib/payout-crypto.js';
import type { AdminRow } from '../../plugins/admin-session.js';
import { findActiveAdmin, findAdminByEmail, takeTotpStep } from './admin-auth.repository.js';
import { ADMIN_AUTH_TEXT as T } from './admin-auth.texts.js';
import { totpStep } from './totp.js';

/**
 * Admin sign-in rules (docs/admin.md): an email and password, then a code from the admin's
 * authenticator app. One answer for an unknown email and a wrong password; a disabled admin is
 * an unknown one. Each code is good once (its step is remembered).
 */

const aadOf = (adminId: number) => `admin:${adminId}:totp`;

/**
 * The admin whose email and password these are.
 * @throws AppError invalid_credentials (unknown email, wrong password, disabled admin: one answer)
 */
export async function checkAdminPassword(db: Db, email: string, password: string): Promise<AdminRow> {
  const admin = await findAdminByEmail(db, email);
  const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstNothing(password);
  if (!admin || !ok || admin.disabledAt) throw new AppError('invalid_credentials', T.badCredentials);
  return admin;
}

/** An admin who may sign in, or null (unknown or disabled). */
export const findAdmin = (db: Db, adminId: number) => findActiveAdmin(db, adminId);

/**
 * The admin's TOTP secret (base32), or null when not enrolled. The demo admin (outside
 * production) is enrolled with the README's fixed secret until it enrols a secret of its own.
 */
export function totpSecretOf(admin: AdminRow, cipher: FieldCipher, config: Pick<AppConfig, 'env'>): string | null {
  if (admin.totpSecretEncrypted && admin.totpEnabledAt)
    return cipher.decrypt(admin.totpSecretEncrypted, aadOf(admin.id));
  if (admin.isDemo && admin.totpEnabledAt && config.env !== 'production') return DEMO_ACCOUNTS.admin.totpSecret;
  return null;
}

/** Encrypts a secret for this admin's row. */
export const encryptTotpSecret = (cipher: FieldCipher, adminId: number, secret: string) =>
  cipher.encrypt(secret, aadOf(adminId));

/**
 * Accepts a code for the admin: it must match the secret now (±1 step) and belong to a later
 * step than any code accepted before, taken in one conditional update so a code cannot be used
 * twice, even twice at once.
 * @throws AppError code_invalid (wrong, or already used)
 */
export async function acceptTotpCode(db: Db, admin: AdminRow, secret: string, code: string, now: Date) {
  const step = totpStep(secret, code, now);
  if (step === null) throw new AppError('code_invalid', T.badCode);
  if (!(await takeTotpStep(db, admin.id, step))) throw new AppError('code_invalid', T.codeUsed);
}
