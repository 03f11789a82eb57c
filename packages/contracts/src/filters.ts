import { z } from 'zod';

/** The 14 Kenyan towns the location filter offers, with real centre coordinates. */
export const LOCATIONS = [
  { id: 'nairobi', name: 'Nairobi', latitude: -1.2864, longitude: 36.8172 },
  { id: 'mombasa', name: 'Mombasa', latitude: -4.0435, longitude: 39.6682 },
  { id: 'kisumu', name: 'Kisumu', latitude: -0.0917, longitude: 34.768 },
  { id: 'nakuru', name: 'Nakuru', latitude: -0.3031, longitude: 36.08 },
  { id: 'eldoret', name: 'Eldoret', latitude: 0.5143, longitude: 35.2698 },
  { id: 'thika', name: 'Thika', latitude: -1.0333, longitude: 37.0693 },
  { id: 'nyeri', name: 'Nyeri', latitude: -0.4201, longitude: 36.9476 },
  { id: 'machakos', name: 'Machakos', latitude: -1.5177, longitude: 37.2634 },
  { id: 'malindi', name: 'Malindi', latitude: -3.2192, longitude: 40.1169 },
  { id: 'kitale', name: 'Kitale', latitude: 1.0157, longitude: 35.0062 },
  { id: 'kericho', name: 'Kericho', latitude: -0.3689, longitude: 35.2863 },
  { id: 'garissa', name: 'Garissa', latitude: -0.4532, longitude: 39.6461 },
  { id: 'kakamega', name: 'Kakamega', latitude: 0.2827, longitude: 34.7519 },
  { id: 'lamu', name: 'Lamu', latitude: -2.2717, longitude: 40.902 },
] as const;
export type TLocationId = (typeof LOCATIONS)[number]['id'];
export const LOCATION_IDS = LOCATIONS.map((l) => l.id) as unknown as readonly [TLocationId, ...TLocationId[]];

export const PRICE_MIN_DEFAULT = 0;
export const PRICE_MAX_DEFAULT = 10000;
export const PRICE_MIN_CHOICES = [
  { value: 0, label: 'Free' },
  { value: 500, label: '500' },
  { value: 1000, label: '1,000' },
  { value: 2000, label: '2,000' },
  { value: 3000, label: '3,000' },
  { value: 5000, label: '5,000' },
] as const;
export const PRICE_MAX_CHOICES = [
  { value: 1000, label: '1,000' },
  { value: 2000, label: '2,000' },
  { value: 3000, label: '3,000' },
  { value: 5000, label: '5,000' },
  { value: 7500, label: '7,500' },
  { value: 10000, label: '10,000+' },
] as const;

export const SORTS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'date-asc', label: 'Date: Soonest' },
  { id: 'date-desc', label: 'Date: Latest' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
] as const;
export type TSortId = (typeof SORTS)[number]['id'];
export const SORT_IDS = SORTS.map((s) => s.id) as unknown as readonly [TSortId, ...TSortId[]];

export const DATE_PRESETS = ['any', 'today', 'tomorrow', 'this-weekend', 'this-week', 'this-month', 'custom'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

const commaList = <T extends z.ZodTypeAny>(item: T) =>
  z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s) return [] as z.infer<T>[];
      const out: z.infer<T>[] = [];
      for (const part of s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const r = item.safeParse(part);
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: `'${part}' is not a valid value` });
          return z.NEVER;
        }
        out.push(r.data);
      }
      return out;
    });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-31');

/**
 * Query parameters of `GET /api/events`. The filter names are the ones the listing page writes
 * to its own address (`categoryId`, `subcategoryId`, `location`, `startDate`, `endDate`, `q`,
 * `minPrice`, `maxPrice`), plus `sort`, `upcoming`, `limit` and `offset`. Without `limit` the
 * whole matching list is returned; the total count is always in the `X-Total-Count` header.
 */
export const ZEventListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200).optional(),
  categoryId: commaList(z.coerce.number().int().positive()),
  subcategoryId: commaList(z.coerce.number().int().positive()),
  location: commaList(z.enum(LOCATION_IDS)),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  sort: z.enum(SORT_IDS).optional(),
  /** `1`: only events that are live and not over yet. */
  upcoming: z.enum(['0', '1', 'true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;
