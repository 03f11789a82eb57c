import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One plain line at the end of a run, the same shape whatever the other reporters print, so CI
 * logs and scripts can read the outcome: counts by outcome and by project, and the wall time.
 * Before it, the files that took the most time (every attempt of every test in them, in seconds
 * of a worker's time), so a slow suite is seen at its cause.
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

  private readonly perFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.results++;
    const file = test.location.file.replace(/^.*[\\/]e2e[\\/]/, 'e2e/');
    const f = this.perFile.get(file) ?? { ms: 0, tests: 0 };
    f.ms += result.duration;
    f.tests++;
    this.perFile.set(file, f);
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
    const slowest = [...this.perFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
    if (slowest.length > 1) {
      console.log('Slowest files (worker seconds, tests):');
      for (const [file, f] of slowest) console.log(`  ${(f.ms / 1000).toFixed(0).padStart(4)} s  ${f.tests}  ${file}`);
    }
    const projects = [...perProject].map(([name, n]) => `${name} ${n}`).join(', ');
    const seconds = Math.round(result.duration / 1000);
    console.log(
      `Playwright: ${result.status}, ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ` +
        `${counts.skipped} skipped (${projects}) in ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`,
    );
  }
}
