import type { TAdminEvent, TAdminEventPage, TAdminEventsQuery } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { invalidateCatalogue } from '../events/index.js';
import { composeMail, mailTexts, type MailService } from '../mail/index.js';
import * as repo from './admin-events.repository.js';
import { MODERATION_TEXT as T, moderationMails } from './admin-moderation.texts.js';

/** Events moderation (docs/admin.md "Events"): list, take down, restore, feature. */

export interface ModerationCtx {
  db: Db;
  mail: MailService;
  adminId: number;
  requestId?: string;
  now?: Date;
}

export async function listAdminEvents(db: Db, q: TAdminEventsQuery): Promise<TAdminEventPage> {
  const { rows, total } = await repo.findAdminEvents(db, q);
  return { items: rows.map(repo.toAdminEvent), total };
}

async function readBack(db: Db, id: number): Promise<TAdminEvent> {
  const row = await repo.findAdminEvent(db, id);
  if (!row) throw new AppError('event_not_found', T.eventNotFound);
  return repo.toAdminEvent(row);
}

/** After a committed change to what the public sees: every cached copy goes, here and elsewhere. */
async function publicChanged(db: Db): Promise<void> {
  await invalidateCatalogue(db);
}

async function lockOrThrow(tx: Tx, id: number) {
  const row = await repo.lockEvent(tx, id);
  if (!row) throw new AppError('event_not_found', T.eventNotFound);
  return row;
}

/**
 * Takes an event down: out of /events, search, featured and the sitemap; its page says so;
 * checkout refuses it (`event_unpublished`). The reason is kept and mailed to the host's owner.
 * Taking down an event already down changes nothing and records nothing.
 * @throws AppError event_not_found
 */
export async function unpublishEvent(ctx: ModerationCtx, eventId: number, reason: string): Promise<TAdminEvent> {
  const now = ctx.now ?? new Date();
  const changed = await ctx.db.transaction(async (tx) => {
    const ev = await lockOrThrow(tx, eventId);
    if (ev.unpublishedAt) return null;
    await repo.setUnpublished(tx, eventId, { at: now, reason, adminId: ctx.adminId });
    await recordAudit(tx, {
      actor: { kind: 'admin', adminId: ctx.adminId, requestId: ctx.requestId ?? null },
      hostId: ev.hostId,
      action: 'event.unpublished',
      subject: { type: 'event', id: eventId },
      details: { reason },
      at: now,
    });
    return ev;
  });
  if (changed) {
    await publicChanged(ctx.db);
    await mailHost(ctx, changed.hostId, (name, locale) => {
      const t = moderationMails(locale).unpublishedMail;
      const v = { eventTitle: changed.title, reason, name };
      return composeMail({
        subject: t.subject(v),
        preheader: t.heading,
        heading: t.heading,
        paragraphs: [mailTexts(locale).greeting(v), t.intro(v), t.reason(v), t.next],
        locale,
      });
    });
  }
  return readBack(ctx.db, eventId);
}

/**
 * Puts a taken-down event back as it was (live events list and sell again). A no-op for an
 * event that is not down.
 * @throws AppError event_not_found
 */
export async function restoreEvent(ctx: ModerationCtx, eventId: number): Promise<TAdminEvent> {
  const now = ctx.now ?? new Date();
  const changed = await ctx.db.transaction(async (tx) => {
    const ev = await lockOrThrow(tx, eventId);
    if (!ev.unpublishedAt) return null;
    await repo.setUnpublished(tx, eventId, { at: null, reason: null, adminId: null });
    await recordAudit(tx, {
      actor: { kind: 'admin', adminId: ctx.adminId, requestId: ctx.requestId ?? null },
      hostId: ev.hostId,
      action: 'event.restored',
      subject: { type: 'event', id: eventId },
      details: { previousReason: ev.unpublishedReason },
      at: now,
    });
    return ev;
  });
  if (changed) {
    await publicChanged(ctx.db);
    await mailHost(ctx, changed.hostId, (name, locale) => {
      const t = moderationMails(locale).restoredMail;
      const v = { eventTitle: changed.title, name };
      return composeMail({
        subject: t.subject(v),
        preheader: t.heading,
        heading: t.heading,
        paragraphs: [mailTexts(locale).greeting(v), t.intro(v)],
        locale,
      });
    });
  }
  return readBack(ctx.db, eventId);
}

/**
 * Features or unfeatures an event: the admin's flag is the one source of /api/events/featured
 * and the home page's hero. Setting the flag it already has records nothing.
 * @throws AppError event_not_found
 */
export async function setEventFeatured(ctx: ModerationCtx, eventId: number, featured: boolean): Promise<TAdminEvent> {
  const now = ctx.now ?? new Date();
  const changed = await ctx.db.transaction(async (tx) => {
    const ev = await lockOrThrow(tx, eventId);
    if (ev.featured === featured) return false;
    await repo.setFeatured(tx, eventId, featured);
    await recordAudit(tx, {
      actor: { kind: 'admin', adminId: ctx.adminId, requestId: ctx.requestId ?? null },
      hostId: ev.hostId,
      action: featured ? 'event.featured' : 'event.unfeatured',
      subject: { type: 'event', id: eventId },
      at: now,
    });
    return true;
  });
  if (changed) await invalidateCatalogue(ctx.db);
  return readBack(ctx.db, eventId);
}

/** Mails the host's owner, in the owner's language. */
async function mailHost(
  ctx: ModerationCtx,
  hostId: number,
  render: (name: string, locale: TLocale) => ReturnType<typeof composeMail>,
): Promise<void> {
  const owner = await repo.findHostOwnerContact(ctx.db, hostId);
  if (!owner) return;
  ctx.mail.send({ to: owner.email, ...render(owner.firstName?.trim() || owner.username, owner.locale) });
}
