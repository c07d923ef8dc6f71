import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { REPORT_DIR } from './paths';

/**
 * Prints, at the end of a run with differences, where the HTML report is and how to accept the
 * new pictures: the report shows each changed picture's baseline, new version and difference.
 */
export default class ReportPath implements Reporter {
  private readonly changed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped') {
      this.changed.push(test.titlePath().slice(3).join(' › '));
    }
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed' || this.changed.length === 0) return;
    const lines = [
      '',
      `Visual review: ${this.changed.length} picture(s) differ from the baseline or failed.`,
      ...this.changed.slice(0, 40).map((title) => `  - ${title}`),
      ...(this.changed.length > 40 ? [`  … and ${this.changed.length - 40} more`] : []),
      `Report (baseline, new and difference side by side): ${REPORT_DIR}/index.html`,
      '  open it with `pnpm visual:report`, or serve that folder and open index.html;',
      '  accept the new pictures on purpose with `pnpm visual:update` (docs/visual-review.md).',
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
