import { maskIdNumber, type TIdDocumentType } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { identityChangedMail } from '../mail/index.js';
import { confirmPassword, type AccountContext, type UserRow } from '../profile/index.js';
import { updateHost, type HostRow } from './hosts.repository.js';
import { HOST_MESSAGES } from './hosts.texts.js';

/**
 * Who a host is for tax and payouts: the legal name, the KRA PIN (printed on every Kenyan
 * invoice, not secret) and the national ID or passport number, which is stored only encrypted
 * with the payout cipher (AES-256-GCM, bound to the host's row like the payout details) beside
 * a masked copy. The number never leaves the server in a response or a log line.
 */

/** The authenticated data that binds an ID-number ciphertext to its host row. */
const idNumberAad = (hostId: number) => `hosts.id_number:${hostId}`;

interface StoredIdNumber {
  type: TIdDocumentType;
  number: string;
}

export interface IdentityInput {
  legalName: string;
  kraPin: string;
  idType: TIdDocumentType;
  /** Normalised; undefined keeps the saved number. */
  idNumber?: string | undefined;
  password?: string | undefined;
}

/** The saved ID or passport number (for paying out; never sent to the browser). */
export function idNumberOf(ctx: Pick<AccountContext, 'cipher'>, host: HostRow): StoredIdNumber | null {
  if (!host.idNumberEncrypted) return null;
  return JSON.parse(ctx.cipher.decrypt(host.idNumberEncrypted, idNumberAad(host.id))) as StoredIdNumber;
}

/**
 * Saves the identity payouts are made to. The first entry needs no password; changing what is
 * saved (name, PIN or number) is a change of who is paid: it asks `user` (the owner) for their
 * password and mails them. Saving the same details again changes nothing.
 * @throws validation_failed (no ID number saved and none given; password missing for a change),
 * password_not_set, password_incorrect, rate_limited
 */
export async function saveIdentity(
  ctx: AccountContext,
  user: UserRow,
  host: HostRow,
  input: IdentityInput,
): Promise<HostRow> {
  const saved = idNumberOf(ctx, host);
  if (!input.idNumber && !saved) throw new AppError('validation_failed', `idNumber: ${HOST_MESSAGES.idNumberRequired}`);
  const id: StoredIdNumber = input.idNumber ? { type: input.idType, number: input.idNumber } : saved!;
  const idChanged = !saved || saved.type !== id.type || saved.number !== id.number;
  const changed = idChanged || input.legalName !== host.legalName || input.kraPin !== host.kraPin;
  if (!changed) return host;
  const isChange = host.legalName !== null || host.kraPin !== null || saved !== null;
  if (isChange) {
    if (!input.password) throw new AppError('validation_failed', `password: ${HOST_MESSAGES.identityPasswordNeeded}`);
    await confirmPassword(ctx, user, input.password);
  }
  const idNumberMasked = maskIdNumber(id.type, id.number);
  const updated = await updateHost(ctx.db, host.id, {
    legalName: input.legalName,
    kraPin: input.kraPin,
    ...(idChanged
      ? { idNumberEncrypted: ctx.cipher.encrypt(JSON.stringify(id), idNumberAad(host.id)), idNumberMasked }
      : {}),
  });
  if (isChange)
    ctx.mail.send({
      to: user.email,
      ...identityChangedMail(
        {
          name: user.firstName?.trim() || user.username,
          vendorName: host.vendorName,
          legalName: input.legalName,
          kraPin: input.kraPin,
          idNumberMasked,
        },
        user.locale,
      ),
    });
  return updated;
}
