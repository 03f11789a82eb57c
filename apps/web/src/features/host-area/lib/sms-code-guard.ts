/**
 * Slows down a door that keeps typing SMS codes that match no ticket (decision 027): a code is
 * 50 bits, so guessing is hopeless, but a device that keeps trying is told to wait, longer each
 * time. Counted on this device (localStorage), online and offline alike; the server counts per
 * person as well.
 */
const KEY = 'checkInWrongSmsCodes';
/** Wrong codes allowed in the window before any wait (typos happen). */
export const FREE_WRONG_SMS_CODES = 5;
export const WRONG_SMS_WINDOW_MS = 15 * 60_000;
const FIRST_WAIT_MS = 5_000;
const MAX_WAIT_MS = 5 * 60_000;

const read = (now: number): number[] => {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((t): t is number => typeof t === 'number' && now - t < WRONG_SMS_WINDOW_MS)
      : [];
  } catch {
    return [];
  }
};

/** How long this device must wait before typing another SMS code (0: it may now). */
export function smsCodeWaitMs(now: Date = new Date()): number {
  const t = now.getTime();
  const wrong = read(t);
  if (wrong.length < FREE_WRONG_SMS_CODES) return 0;
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (wrong.length - FREE_WRONG_SMS_CODES));
  return Math.max(0, Math.max(...wrong) + wait - t);
}

/** Counts one SMS code that matched no ticket. */
export function noteWrongSmsCode(now: Date = new Date()): void {
  const t = now.getTime();
  try {
    localStorage.setItem(KEY, JSON.stringify([...read(t), t]));
  } catch {
    // Private mode without storage: the server's count still holds online.
  }
}
