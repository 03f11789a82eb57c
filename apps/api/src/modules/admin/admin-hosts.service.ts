import type { TAdminHostDetail, TAdminHostFilter, TAdminHostRow } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { invalidateCatalogue } from '../events/index.js';
import { hostBalances } from '../host-area/index.js';
import { type MailService, composeMail, mailTexts } from '../mail/index.js';
import {
  findAdminHost,
  hostEventsOf,
  listHosts,
  lockHost,
  setHostSuspended,
  setHostVerified,
  teamCountOf,
  type AdminHostRow,
} from './admin-hosts.repository.js';
import { ADMIN_HOSTS_TEXT as T, adminHostsMails } from './admin-hosts.texts.js';

/**
 * Hosts in the admin area (docs/admin.md): find them, see their events and balances, verify
 * them, suspend and restore them. A suspended host's events stop selling (checkout answers
 * `host_sales_suspended`) and its team, owner included, loses the host area (`host_suspended`);
 * restoring gives both back. Every change writes its audit row in the same transaction.
 */

type AdminActor = Extract<AuditActor, { kind: 'admin' }>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toRow = (r: AdminHostRow): TAdminHostRow => ({
  id: r.host.id,
  vendorName: r.host.vendorName,
  slug: r.host.slug,
  email: r.host.email,
  phone: r.host.phone,
  ownerUserId: r.host.ownerUserId,
  ownerEmail: r.ownerEmail,
  ownerName: r.ownerName || r.ownerUsername,
  eventsCount: Number(r.eventsCount),
  verifiedAt: iso(r.host.verifiedAt),
  suspendedAt: iso(r.host.suspendedAt),
  suspendedReason: r.host.suspendedReason,
  createdAt: r.host.createdAt.toISOString(),
});

export async function searchHosts(
  db: Db,
  q: { q?: string | undefined; status: TAdminHostFilter; offset: number; limit: number },
) {
  const { rows, total } = await listHosts(db, q);
  return { items: rows.map(toRow), total };
}

/** @throws AppError not_found */
export async function hostDetail(db: Db, hostId: number, now: Date): Promise<TAdminHostDetail> {
  const row = await findAdminHost(db, hostId);
  if (!row) throw new AppError('not_found', T.hostNotFound);
  const [evs, teamCount, balances] = await Promise.all([
    hostEventsOf(db, hostId),
    teamCountOf(db, hostId),
    hostBalances(db, hostId, now),
  ]);
  return {
    ...toRow(row),
    legalName: row.host.legalName,
    kraPin: row.host.kraPin,
    payoutDetailsMasked: row.host.payoutDetailsMasked,
    onboardingState: row.host.onboardingState,
    teamCount,
    events: evs.map((e) => ({ ...e, startDate: iso(e.startDate) })),
    balances,
  };
}

/**
 * Marks the host verified (a "Verified host" badge on its event pages) or not. Setting what is
 * already set changes nothing and records nothing.
 * @throws AppError not_found
 */
export async function setVerified(db: Db, actor: AdminActor, hostId: number, verified: boolean, now: Date) {
  const changed = await db.transaction(async (tx) => {
    const host = await lockHost(tx, hostId);
    if (!host) throw new AppError('not_found', T.hostNotFound);
    if (Boolean(host.verifiedAt) === verified) return false;
    await setHostVerified(tx, hostId, verified ? actor.adminId : null, verified ? now : null);
    await recordAudit(tx, {
      actor,
      hostId,
      action: verified ? 'host.verified' : 'host.unverified',
      subject: { type: 'host', id: hostId },
    });
    return true;
  });
  // The badge is part of the cached public event bodies.
  if (changed) await invalidateCatalogue(db);
}

/**
 * Suspends (`suspend` true) or restores the host, with the admin's reason, mailed to the owner.
 * A suspended host's events leave /api/events, featured, search and the sitemap, and their page
 * says sales are off; restoring lists them again.
 * Suspending a suspended host (or restoring a restored one) changes nothing and mails nobody.
 * @throws AppError not_found
 */
export async function setSuspended(
  ctx: { db: Db; mail: MailService },
  actor: AdminActor,
  hostId: number,
  suspend: boolean,
  reason: string,
  now: Date,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const host = await lockHost(tx, hostId);
    if (!host) throw new AppError('not_found', T.hostNotFound);
    if (Boolean(host.suspendedAt) === suspend) return false;
    await setHostSuspended(tx, hostId, suspend ? { at: now, reason, adminId: actor.adminId } : null);
    await recordAudit(tx, {
      actor,
      hostId,
      action: suspend ? 'host.suspended' : 'host.restored',
      subject: { type: 'host', id: hostId },
      details: { reason },
    });
    return true;
  });
  if (!changed) return;
  // The host's events leave (or rejoin) every cached public list and page and every process's
  // sale caches at once: the `event.changed` it announces, here and through NOTIFY (decision 041).
  await invalidateCatalogue(ctx.db);
  const row = await findAdminHost(ctx.db, hostId);
  if (!row) return;
  // In the owner's language.
  const locale = row.ownerLocale;
  const mails = adminHostsMails(locale);
  const t = suspend ? mails.suspendedMail : mails.restoredMail;
  const values = { vendorName: row.host.vendorName, reason, name: row.ownerName || row.ownerUsername };
  ctx.mail.send({
    to: row.ownerEmail,
    ...composeMail({
      subject: t.subject(values),
      preheader: t.heading,
      heading: t.heading,
      paragraphs: [
        mailTexts(locale).greeting(values),
        t.intro(values),
        t.reason(values),
        ...(suspend ? [mails.suspendedMail.action] : []),
      ],
      locale,
    }),
  });
}
