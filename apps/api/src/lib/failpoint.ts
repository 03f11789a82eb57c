/**
 * The crash and slow points the recovery and shutdown tests set with TIKITI_FAILPOINT (README):
 * one name, or several separated by commas. Ignored in production.
 */
export type Failpoint = 'settle-before-commit' | 'cancellation-after-refund';
/** Points that wait TIKITI_FAILPOINT_DELAY_MS (default 3 s) when `slow-<point>` is set. */
export type Slowpoint = 'hold' | 'job';

const DEFAULT_DELAY_MS = 3_000;

function isSet(name: string): boolean {
  if (process.env.NODE_ENV === 'production') return false;
  return (process.env.TIKITI_FAILPOINT ?? '').split(',').some((p) => p.trim() === name);
}

/**
 * Kills this process on the spot when the recovery test asked for a crash at `point`: the way
 * a server dies mid-work, so the test can show the next process heals what was left.
 */
export function crashAt(point: Failpoint): void {
  if (isSet(point)) process.kill(process.pid, 'SIGKILL');
}

/**
 * Waits when the shutdown test asked for `slow-<point>`, so a request or a job is still under way
 * when the process is told to stop. Says so on stderr first: the test waits for that line.
 */
export async function slowAt(point: Slowpoint): Promise<void> {
  if (!isSet(`slow-${point}`)) return;
  const ms = Number(process.env.TIKITI_FAILPOINT_DELAY_MS) || DEFAULT_DELAY_MS;
  console.error(`failpoint slow-${point}: waiting ${ms} ms`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
