import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const visualDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The static Storybook build under review (`pnpm build-storybook`), or a copy of it. */
export const STORYBOOK_DIR = resolve(
  visualDir,
  process.env.VISUAL_STORYBOOK_DIR ?? '../storybook-static',
);

/** Where a run writes its HTML report (baseline, new picture and difference, side by side). */
export const REPORT_DIR = resolve(visualDir, process.env.VISUAL_REPORT_DIR ?? 'report');
