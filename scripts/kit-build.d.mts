import type { Options } from 'tsup';

/** The tsup options of a published package: one module per source module, ESM and CJS. */
export function kitBuild(options: {
  /** Public entries by declaration name, e.g. `{ index: 'src/index.ts' }`. */
  entries: Record<string, string>;
  /** The package folder. @default process.cwd() */
  cwd?: string;
}): Promise<Options>;
