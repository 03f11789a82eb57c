import { z } from 'zod';
import type { TPublicUser } from './users.js';

/**
 * The response schema of `GET /api/auth/me` (the server strips anything unlisted). Kept apart
 * from users.ts so the browser can read users without the schema library; `satisfies` ties the
 * two together, so a field added to one and not the other fails the type check.
 */
export const ZPublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  isHost: z.boolean(),
  emailVerified: z.boolean(),
  onboardingComplete: z.boolean(),
}) satisfies z.ZodType<TPublicUser>;

/** Compile-time check of the other direction: the schema's output is exactly TPublicUser. */
export type TPublicUserFromSchema = z.infer<typeof ZPublicUser>;
const _sameShape: [TPublicUserFromSchema] extends [TPublicUser]
  ? [TPublicUser] extends [TPublicUserFromSchema]
    ? true
    : never
  : never = true;
void _sameShape;
