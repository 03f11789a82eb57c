/**
 * The signed-in user as `GET /api/auth/me` returns it (spec section 3, "User"). One definition
 * for the server (its response schema, `ZPublicUser` in users.schema.ts, is checked against this
 * type), the browser and the browser tests. Plain TypeScript, so the browser reads it without
 * the schema library.
 */
export interface TPublicUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Kenyan mobile number in +254 form, or null (accounts made through Google). */
  phone: string | null;
  profileImage: string | null;
  isHost: boolean;
  emailVerified: boolean;
  /** True for a host whose onboarding is finished; always false for non-hosts. */
  onboardingComplete: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * Reads a `/api/auth/me` body. Null when it is not a user at all (no integer `id` or no
 * `username`); otherwise lenient about the rest, so that a field the server adds, drops or leaves
 * empty never signs anyone out: a missing name or photo is null, a missing flag is false.
 */
export function parsePublicUser(value: unknown): TPublicUser | null {
  if (!isRecord(value)) return null;
  const { id, username } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof username !== 'string') return null;
  return {
    id,
    username,
    email: typeof value.email === 'string' ? value.email : '',
    firstName: textOrNull(value.firstName),
    lastName: textOrNull(value.lastName),
    phone: textOrNull(value.phone),
    profileImage: textOrNull(value.profileImage),
    isHost: value.isHost === true,
    emailVerified: value.emailVerified === true,
    onboardingComplete: value.onboardingComplete === true,
  };
}
