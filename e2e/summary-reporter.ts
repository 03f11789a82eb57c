import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * One plain line at the end of a run, the same shape whatever the other reporters print, so CI
 * logs and scripts can read the outcome: counts by outcome and by project, and the wall time.
 */
export default class SummaryReporter implements Reporter {
  private suite?: Suite;
  private results = 0;

  printsToStdio() {
    return true;
  }

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd() {
    this.results++;
  }

  onEnd(result: FullResult) {
    // --list, or a run that stopped before any test: nothing to sum up.
    if (this.results === 0 && result.status === 'passed') return;
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    const perProject = new Map<string, number>();
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'unexpected') counts.failed++;
      else if (outcome === 'flaky') counts.flaky++;
      else counts.skipped++;
      const project = test.parent.project()?.name ?? '';
      perProject.set(project, (perProject.get(project) ?? 0) + 1);
    }
    const projects = [...perProject].map(([name, n]) => `${name} ${n}`).join(', ');
    const seconds = Math.round(result.duration / 1000);
    console.log(
      `Playwright: ${result.status}, ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ` +
        `${counts.skipped} skipped (${projects}) in ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`,
    );
  }
}
