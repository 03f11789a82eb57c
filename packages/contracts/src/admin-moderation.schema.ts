import { z } from 'zod';
import { EVENT_REPORT_REASONS, EVENT_REPORT_STATUSES, TRIBE_PLATFORMS } from './admin.js';
import { EVENT_STATUSES } from './events.js';

/**
 * The admin area's moderation, reports and dashboard shapes (docs/admin.md "Events",
 * "Reports", "Dashboard"), and the public "Report this event" request.
 */

const zBoolParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** What the admin's event list can show: the event's own status, or taken down by an admin. */
export const ADMIN_EVENT_FILTER_STATUSES = [...EVENT_STATUSES, 'unpublished'] as const;

/** GET /api/admin/events: every event, drafts included, filtered and paged on the server. */
export const ZAdminEventsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_EVENT_FILTER_STATUSES).optional(),
  hostId: z.coerce.number().int().positive().optional(),
  /** Events happening (or having happened) on or after / on or before this day (Nairobi). */
  from: zDay.optional(),
  to: zDay.optional(),
  featured: zBoolParam,
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAdminEventsQuery = z.infer<typeof ZAdminEventsQuery>;

export const ZAdminEvent = z.object({
  id: z.number().int(),
  externalId: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  host: z.object({ id: z.number().int(), vendorName: z.string() }),
  startDate: z.string().nullable(),
  lastEndsAt: z.string().nullable(),
  featured: z.boolean(),
  unpublishedAt: z.string().nullable(),
  unpublishedReason: z.string().nullable(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

export const ZAdminEventPage = z.object({ items: z.array(ZAdminEvent), total: z.number().int() });
export type TAdminEventPage = z.infer<typeof ZAdminEventPage>;

export const ZAdminEventParams = z.object({ id: z.coerce.number().int().positive() });

/** Taking an event down: the reason is mailed to the host and kept on the event. */
export const ZAdminUnpublishRequest = z.object({
  reason: z.string().trim().min(5, 'say why in a few words (at least 5 characters)').max(1000),
});
export const ZAdminFeatureRequest = z.object({ featured: z.boolean() });

/** POST /api/events/:id/reports: a visitor's report. */
export const ZEventReportRequest = z.object({
  reason: z.enum(EVENT_REPORT_REASONS),
  details: z.string().trim().max(1000).optional(),
  email: z.email('must be an email address like name@example.com').max(254).optional().or(z.literal('')),
});
export type TEventReportRequest = z.infer<typeof ZEventReportRequest>;

export const ZAdminReportsQuery = z.object({
  status: z.enum(EVENT_REPORT_STATUSES).default('open'),
  eventId: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZAdminReport = z.object({
  id: z.number().int(),
  reason: z.enum(EVENT_REPORT_REASONS),
  details: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  status: z.enum(EVENT_REPORT_STATUSES),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Reports of the same event still open (this one included when open). */
  openForEvent: z.number().int(),
  event: ZAdminEvent,
});
export type TAdminReport = z.infer<typeof ZAdminReport>;
export const ZAdminReportPage = z.object({ items: z.array(ZAdminReport), total: z.number().int() });
export type TAdminReportPage = z.infer<typeof ZAdminReportPage>;

export const ZAdminReportResolveRequest = z.object({
  outcome: z.enum(['actioned', 'dismissed']),
  note: z.string().trim().min(2, 'add a short note').max(1000),
});

/** GET /api/admin/dashboard: the figures over [from, to] (Nairobi days), by day for the chart. */
export const ZAdminDashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).optional(),
  from: zDay.optional(),
  to: zDay.optional(),
});
export type TAdminDashboardQuery = z.infer<typeof ZAdminDashboardQuery>;

export const ZDashboardFigures = z.object({
  /** Paid orders' totals, in KES (integers). */
  grossSales: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  tickets: z.number().int(),
  payingHosts: z.number().int(),
  newUsers: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZAdminDashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZDashboardFigures,
  days: z.array(ZDashboardFigures.extend({ day: z.string() })),
  queues: z.object({
    pendingPayouts: z.object({ count: z.number().int(), amount: z.number().int() }),
    openReports: z.number().int(),
    failedJobs: z.object({
      count: z.number().int(),
      latest: z.array(
        z.object({ id: z.string(), name: z.string(), failedAt: z.string().nullable(), error: z.string() }),
      ),
    }),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/**
 * The catalogue as the admin edits it: categories with their types, and how many events use each;
 * `hidden`: out of the public filters and the create-event form (events keep it). A type of a
 * hidden category is hidden with it. `nameSw`: the name in Kiswahili, null when not given.
 */
export const ZAdminCatalogueEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  nameSw: z.string().nullable(),
  slug: z.string(),
  sortOrder: z.number().int(),
  events: z.number().int(),
  hidden: z.boolean(),
});

/** A tribe as the admin edits it; `archived` ones are kept for the record and not shown. */
export const ZAdminTribe = z.object({
  id: z.number().int(),
  name: z.string(),
  nameSw: z.string().nullable(),
  description: z.string().nullable(),
  descriptionSw: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string(),
  platform: z.enum(TRIBE_PLATFORMS),
  members: z.number().int(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type TAdminTribe = z.infer<typeof ZAdminTribe>;

export const ZAdminCatalogue = z.object({
  categories: z.array(ZAdminCatalogueEntry.extend({ subcategories: z.array(ZAdminCatalogueEntry) })),
  /** In the home page's order, archived ones last. */
  tribes: z.array(ZAdminTribe),
});
export type TAdminCatalogue = z.infer<typeof ZAdminCatalogue>;

const zCatalogueName = z.string().trim().min(2, 'at least 2 characters').max(60);
/** The Kiswahili name: optional, checked like the English one; null takes it away. */
const zCatalogueNameSw = zCatalogueName.nullable();
export const ZAdminCategoryCreate = z.object({ name: zCatalogueName, nameSw: zCatalogueNameSw.default(null) });
export const ZAdminSubcategoryCreate = z.object({
  name: zCatalogueName,
  nameSw: zCatalogueNameSw.default(null),
  categoryId: z.number().int().positive(),
});
/** Rename (in English and/or Kiswahili), move and/or hide: `sortOrder` places it among its siblings (lower first). */
export const ZAdminCatalogueUpdate = z
  .object({
    name: zCatalogueName.optional(),
    nameSw: zCatalogueNameSw.optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    hidden: z.boolean().optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.nameSw !== undefined || v.sortOrder !== undefined || v.hidden !== undefined,
    'give a new name, a new place or whether it is hidden',
  );
export type TAdminCatalogueUpdate = z.infer<typeof ZAdminCatalogueUpdate>;

/** The spec's image rule: a path on this site or a web address. */
const zTribeImageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/[^/]|https?:\/\/)/, 'must start with / or http(s)://');
const zTribeDescription = z.string().trim().max(300, 'at most 300 characters').nullable();
const zTribeFields = {
  name: zCatalogueName,
  nameSw: zCatalogueNameSw,
  description: zTribeDescription,
  descriptionSw: zTribeDescription,
  imageUrl: zTribeImageUrl.nullable(),
  linkUrl: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https:\/\/[^\s]+$/, 'must be an https:// invite link'),
  platform: z.enum(TRIBE_PLATFORMS),
  members: z.number().int().min(0).max(10_000_000),
};
export const ZAdminTribeCreate = z.object({
  ...zTribeFields,
  nameSw: zTribeFields.nameSw.default(null),
  description: zTribeFields.description.default(null),
  descriptionSw: zTribeFields.descriptionSw.default(null),
  imageUrl: zTribeFields.imageUrl.default(null),
  platform: zTribeFields.platform.default('whatsapp'),
  members: zTribeFields.members.default(0),
});
export type TAdminTribeCreate = z.input<typeof ZAdminTribeCreate>;
export type TAdminTribeNew = z.output<typeof ZAdminTribeCreate>;
/** Edit, move (`position`, lower first), archive or bring back. */
export const ZAdminTribeUpdate = z
  .object({
    ...zTribeFields,
    position: z.number().int().min(0).max(10_000),
    archived: z.boolean(),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'give at least one field to change');
export type TAdminTribeUpdate = z.infer<typeof ZAdminTribeUpdate>;

/**
 * A tribe on the home page (`GET /api/tribes`), in the admin's order. `nameSw`, `descriptionSw`:
 * in Kiswahili, null when not given (the English shows).
 */
export const ZPublicTribe = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  chatUrl: z.string(),
  members: z.number().int(),
  nameSw: z.string().nullable(),
  descriptionSw: z.string().nullable(),
});
export type TPublicTribe = z.infer<typeof ZPublicTribe>;
