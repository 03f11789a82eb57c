import type { TPayoutRequirement, THostSettings, TPayoutDetails } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import {
  saveIdentity,
  type IdentityInput,
  clearLogo,
  findHost,
  replaceLogo,
  storePayout,
  writeDetails,
  type HostRow,
} from '../hosts/index.js';
import type { UserRow, AccountContext } from '../profile/index.js';
import { SETTINGS_TEXT } from './settings.texts.js';

/**
 * The host's settings (/host/settings, owner only): the vendor profile, the payout method and
 * the identity payouts are made to. Each change goes through the hosts module's own services
 * (the same validation, encryption and password rules as onboarding) and answers the whole
 * settings, with account and ID numbers only masked.
 */

/** What a payout request still needs from this host (empty: nothing). */
export function payoutRequirements(host: HostRow): TPayoutRequirement[] {
  const missing: TPayoutRequirement[] = [];
  if (!host.legalName) missing.push('legal_name');
  if (!host.kraPin) missing.push('kra_pin');
  if (!host.idNumberEncrypted) missing.push('id_number');
  if (!host.payoutDetailsEncrypted || !host.payoutDetailsMasked) missing.push('payout_method');
  return missing;
}

export function toSettings(host: HostRow): THostSettings {
  return {
    profile: {
      vendorName: host.vendorName,
      phone: host.phone,
      email: host.email,
      bio: host.description,
      website: host.website,
      logoUrl: host.logoUrl,
    },
    payoutMethod:
      host.payoutMethod && host.payoutDetailsMasked
        ? { method: host.payoutMethod, masked: host.payoutDetailsMasked }
        : null,
    identity: { legalName: host.legalName, kraPin: host.kraPin, idNumberMasked: host.idNumberMasked },
    payoutRequirements: payoutRequirements(host),
  };
}

/** @throws not_found when the host row is gone (it cannot be, for a host someone acts for). */
export async function requireHost(ctx: Pick<AccountContext, 'db'>, hostId: number): Promise<HostRow> {
  const host = await findHost(ctx, hostId);
  if (!host) throw new AppError('not_found', SETTINGS_TEXT.hostNotFound);
  return host;
}

export async function getSettings(ctx: Pick<AccountContext, 'db'>, hostId: number): Promise<THostSettings> {
  return toSettings(await requireHost(ctx, hostId));
}

/**
 * Saves the vendor profile: public name, contact phone and email, bio, website.
 * @throws vendor_name_taken
 */
export async function updateVendorProfile(
  ctx: AccountContext,
  hostId: number,
  input: { vendorName: string; phone: string; email: string; bio: string; website: string | null },
): Promise<THostSettings> {
  const host = await requireHost(ctx, hostId);
  return toSettings(
    await writeDetails(ctx, host, {
      vendorName: input.vendorName,
      phone: input.phone,
      email: input.email,
      description: input.bio || null,
      website: input.website,
    }),
  );
}

/** @throws image_invalid, image_too_small */
export async function uploadVendorLogo(ctx: AccountContext, hostId: number, upload: Buffer): Promise<THostSettings> {
  return toSettings(await replaceLogo(ctx, await requireHost(ctx, hostId), upload));
}

export async function removeVendorLogo(ctx: AccountContext, hostId: number): Promise<THostSettings> {
  return toSettings(await clearLogo(ctx, await requireHost(ctx, hostId)));
}

/**
 * Saves where payouts go; replacing a saved method asks the owner's password and mails them.
 * @throws validation_failed, password_not_set, password_incorrect, rate_limited
 */
export async function updatePayoutMethod(
  ctx: AccountContext,
  user: UserRow,
  hostId: number,
  input: TPayoutDetails & { password?: string | undefined },
): Promise<THostSettings> {
  return toSettings(await storePayout(ctx, user, await requireHost(ctx, hostId), input));
}

/**
 * Saves the identity payouts are made to (legal name, KRA PIN, ID or passport number, encrypted).
 * @throws validation_failed, password_not_set, password_incorrect, rate_limited
 */
export async function updateIdentity(
  ctx: AccountContext,
  user: UserRow,
  hostId: number,
  input: IdentityInput,
): Promise<THostSettings> {
  return toSettings(await saveIdentity(ctx, user, await requireHost(ctx, hostId), input));
}
