/** The crash points the recovery tests set with TIKITI_FAILPOINT (README). */
export type Failpoint = 'settle-before-commit' | 'cancellation-after-refund';

/**
 * Kills this process on the spot when the recovery test asked for a crash at `point`: the way
 * a server dies mid-work, so the test can show the next process heals what was left.
 */
export function crashAt(point: Failpoint): void {
  if (process.env.TIKITI_FAILPOINT === point) process.kill(process.pid, 'SIGKILL');
}
