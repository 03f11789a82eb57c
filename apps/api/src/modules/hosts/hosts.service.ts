import { maskPayout, type THostDetailsRequest, type TOnboardingStatus, type TPayoutDetails } from '@tribe/contracts';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import { payoutChangedMail, confirmPassword, type AccountContext, type UserRow } from '../profile/index.js';
import {
  findHostById,
  findHostByOwner,
  insertHost,
  markUserHost,
  slugTaken,
  updateHost,
  vendorNameUsedByOther,
  type HostRow,
} from './hosts.repository.js';
import { HOST_MESSAGES, HOSTS_TEXT } from './hosts.texts.js';

export type { HostRow };

type Details = Required<Pick<THostDetailsRequest, 'vendorName' | 'phone' | 'email'>> & { bio: string };

/** The authenticated data that binds a payout ciphertext to its host row. */
const payoutAad = (hostId: number) => `hosts.payout_details:${hostId}`;

function toStatus(user: Pick<UserRow, 'isHost'>, host: HostRow | null): TOnboardingStatus {
  return {
    isHost: user.isHost,
    onboardingComplete: host?.onboardingState === 'complete',
    host: host
      ? {
          vendorName: host.vendorName,
          phone: host.phone,
          email: host.email,
          bio: host.description,
          logoUrl: host.logoUrl,
          payout:
            host.payoutMethod && host.payoutDetailsMasked
              ? { method: host.payoutMethod, masked: host.payoutDetailsMasked }
              : null,
        }
      : null,
  };
}

export async function onboardingStatus(ctx: AccountContext, user: UserRow): Promise<TOnboardingStatus> {
  return toStatus(user, await findHostByOwner(ctx.db, user.id));
}

/** Makes a signed-in attendee a host; they then need onboarding. Idempotent. */
export async function becomeHost(ctx: AccountContext, user: UserRow): Promise<TOnboardingStatus> {
  if (!user.isHost) await markUserHost(ctx.db, user.id);
  return toStatus({ isHost: true }, await findHostByOwner(ctx.db, user.id));
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'host';

async function freeSlug(ctx: AccountContext, name: string): Promise<string> {
  const base = slugify(name);
  for (let i = 1; i < 50; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    if (!(await slugTaken(ctx.db, candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** A host by id: host settings act for the host chosen in the host area, not only the one a user owns. */
export async function findHost(ctx: Pick<AccountContext, 'db'>, hostId: number): Promise<HostRow | null> {
  return findHostById(ctx.db, hostId);
}

async function requireHostRow(ctx: AccountContext, user: UserRow): Promise<HostRow> {
  const host = await findHostByOwner(ctx.db, user.id);
  if (!host) throw new AppError('onboarding_incomplete', HOSTS_TEXT.detailsFirst);
  return host;
}

/**
 * Saves the host's public details (creating the host on first save).
 * @throws forbidden (not a host yet), vendor_name_taken
 */
export async function saveDetails(ctx: AccountContext, user: UserRow, input: Details): Promise<TOnboardingStatus> {
  if (!user.isHost) throw new AppError('forbidden', HOSTS_TEXT.becomeHostFirst);
  const existing = await findHostByOwner(ctx.db, user.id);
  const fields = {
    vendorName: input.vendorName,
    phone: input.phone,
    email: input.email,
    description: input.bio || null,
  };
  if (existing)
    return toStatus(
      user,
      await writeDetails(ctx, existing, {
        ...fields,
        ...(existing.onboardingState === 'started' ? { onboardingState: 'details' as const } : {}),
      }),
    );
  if (await vendorNameUsedByOther(ctx.db, input.vendorName, user.id))
    throw new AppError('vendor_name_taken', HOST_MESSAGES.vendorNameTaken);
  try {
    const host = await insertHost(ctx.db, {
      ownerUserId: user.id,
      slug: await freeSlug(ctx, input.vendorName),
      onboardingState: 'details',
      ...fields,
    });
    return toStatus(user, host);
  } catch (err) {
    if (uniqueViolation(err) !== null) throw new AppError('vendor_name_taken', HOST_MESSAGES.vendorNameTaken);
    throw err;
  }
}

/**
 * Writes an existing host's public details (onboarding's details step, the settings' vendor
 * profile). The slug stays, so links to the host's pages keep working after a rename.
 * @throws vendor_name_taken
 */
export async function writeDetails(
  ctx: Pick<AccountContext, 'db'>,
  host: HostRow,
  fields: Pick<HostRow, 'vendorName' | 'phone' | 'email' | 'description'> &
    Partial<Pick<HostRow, 'website' | 'onboardingState'>>,
): Promise<HostRow> {
  if (await vendorNameUsedByOther(ctx.db, fields.vendorName, host.ownerUserId))
    throw new AppError('vendor_name_taken', HOST_MESSAGES.vendorNameTaken);
  try {
    return await updateHost(ctx.db, host.id, fields);
  } catch (err) {
    if (uniqueViolation(err) !== null) throw new AppError('vendor_name_taken', HOST_MESSAGES.vendorNameTaken);
    throw err;
  }
}

/**
 * Replaces the logo with the uploaded picture, re-encoded as a square WebP.
 * @throws onboarding_incomplete (no details yet), image_invalid, image_too_small
 */
export async function saveLogo(ctx: AccountContext, user: UserRow, upload: Buffer): Promise<TOnboardingStatus> {
  return toStatus(user, await replaceLogo(ctx, await requireHostRow(ctx, user), upload));
}

export async function removeLogo(ctx: AccountContext, user: UserRow): Promise<TOnboardingStatus> {
  return toStatus(user, await clearLogo(ctx, await requireHostRow(ctx, user)));
}

/**
 * Replaces a host's logo with the uploaded picture, re-encoded as a square WebP.
 * @throws image_invalid, image_too_small
 */
export async function replaceLogo(
  ctx: Pick<AccountContext, 'db' | 'storage'>,
  host: HostRow,
  upload: Buffer,
): Promise<HostRow> {
  const webp = await reencodeImage(upload, { maxSide: 512, square: true });
  const url = await ctx.storage.put('logos', webp, 'webp');
  const updated = await updateHost(ctx.db, host.id, { logoUrl: url });
  await ctx.storage.remove(host.logoUrl);
  return updated;
}

export async function clearLogo(ctx: Pick<AccountContext, 'db' | 'storage'>, host: HostRow): Promise<HostRow> {
  const updated = await updateHost(ctx.db, host.id, { logoUrl: null });
  await ctx.storage.remove(host.logoUrl);
  return updated;
}

/**
 * Stores the payout account encrypted (AES-256-GCM, bound to this host's row) with a masked
 * copy for display. Replacing saved details is a change of where money goes: it asks for the
 * password and mails the owner.
 * @throws onboarding_incomplete, validation_failed (password missing for a change),
 * password_not_set, password_incorrect, rate_limited
 */
export async function savePayout(
  ctx: AccountContext,
  user: UserRow,
  input: TPayoutDetails & { password?: string | undefined },
): Promise<TOnboardingStatus> {
  return toStatus(user, await storePayout(ctx, user, await requireHostRow(ctx, user), input));
}

/**
 * Stores a host's payout account (onboarding's step, the settings' payout method): encrypted,
 * bound to the host's row, with a masked copy. A change of saved details asks `user` (the owner)
 * for their password and mails them.
 * @throws validation_failed (password missing for a change), password_not_set,
 * password_incorrect, rate_limited
 */
export async function storePayout(
  ctx: AccountContext,
  user: UserRow,
  host: HostRow,
  input: TPayoutDetails & { password?: string | undefined },
): Promise<HostRow> {
  const isChange = host.payoutDetailsEncrypted !== null;
  if (isChange) {
    if (!input.password) throw new AppError('validation_failed', `password: ${HOST_MESSAGES.passwordNeeded}`);
    await confirmPassword(ctx, user, input.password);
  }
  const details: TPayoutDetails =
    input.method === 'mpesa'
      ? { method: 'mpesa', phone: input.phone }
      : {
          method: 'bank',
          bankName: input.bankName,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
        };
  const masked = maskPayout(details);
  const updated = await updateHost(ctx.db, host.id, {
    payoutMethod: details.method,
    payoutDetailsEncrypted: ctx.cipher.encrypt(JSON.stringify(details), payoutAad(host.id)),
    payoutDetailsMasked: masked,
    // The provider's recipient was made from the old account: the next payout makes a new one.
    paystackRecipientCode: null,
    ...(host.onboardingState === 'complete' ? {} : { onboardingState: 'payouts' as const }),
  });
  if (isChange)
    ctx.mail.send({
      to: user.email,
      ...payoutChangedMail(
        { name: user.firstName?.trim() || user.username, vendorName: host.vendorName, masked },
        user.locale,
      ),
    });
  return updated;
}

/** The decrypted payout account of a host (for paying out; never sent to the browser). */
export async function payoutDetailsOf(
  ctx: Pick<AccountContext, 'cipher'>,
  host: HostRow,
): Promise<TPayoutDetails | null> {
  if (!host.payoutDetailsEncrypted) return null;
  return JSON.parse(ctx.cipher.decrypt(host.payoutDetailsEncrypted, payoutAad(host.id))) as TPayoutDetails;
}

/**
 * Finishes onboarding: `needsOnboarding` becomes false and the host may create events.
 * @throws onboarding_incomplete (details or payout account missing)
 */
export async function completeOnboarding(ctx: AccountContext, user: UserRow): Promise<TOnboardingStatus> {
  const host = await requireHostRow(ctx, user);
  if (!host.phone || !host.email || !host.payoutDetailsEncrypted)
    throw new AppError('onboarding_incomplete', HOST_MESSAGES.incomplete);
  if (host.onboardingState === 'complete') return toStatus(user, host);
  const updated = await updateHost(ctx.db, host.id, { onboardingState: 'complete', onboardingCompletedAt: ctx.now });
  return toStatus(user, updated);
}
