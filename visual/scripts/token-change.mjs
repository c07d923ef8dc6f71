// Proves the visual review catches what it should: one theme token of the default brand
// (`colors.accent`, the offers' and the cart count's colour) is changed in temporary copies of
// the built Storybook and storefront, the stories and pages are pictured from those copies, and
// the run must fail on exactly the pictures in which something visible paints that token, and
// pass on the others. After the main run (support/picture.ts records which pictures paint the
// token as it is) only those, and one in SAMPLE_EVERY of the others, are pictured again.
// docs/visual-review.md, "Does it catch a change?".
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { TOKEN, TOKEN_LEAVES_OUT, TOKEN_PROJECTS, TOKEN_RECORD } from '../support/token.mjs';

const visualDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(visualDir, '..');

/** Of the pictures that do not paint the token, one in SAMPLE_EVERY is pictured again. */
const SAMPLE_EVERY = 6;

/**
 * The pictures to take again, after the main run's record (support/picture.ts): every picture
 * that paints the token, and one in SAMPLE_EVERY of the others, by title. Null without a record
 * (the check run on its own): then every picture of the check's scope is taken.
 */
function fromRecord() {
  if (!existsSync(TOKEN_RECORD)) return null;
  const seen = new Map();
  for (const line of readFileSync(TOKEN_RECORD, 'utf8').split('\n'))
    if (line) {
      const { title, paints } = JSON.parse(line);
      seen.set(title, paints);
    }
  if (seen.size === 0) return null;
  const painting = [...seen].filter(([, paints]) => paints).map(([title]) => title);
  const others = [...seen]
    .filter(([, paints]) => !paints)
    .map(([title]) => title)
    .sort();
  const sample = others.filter((_, index) => index % SAMPLE_EVERY === 0);
  return { painting, sample, others: others.length };
}

const work = mkdtempSync(join(tmpdir(), 'carrello-token-change-'));
const copies = {
  storybook: { from: join(root, 'storybook-static'), to: join(work, 'storybook') },
  storefront: { from: join(root, 'examples/storefront/dist'), to: join(work, 'storefront') },
};

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

try {
  for (const [name, { from, to }] of Object.entries(copies)) {
    cpSync(from, to, { recursive: true });
    let changed = 0;
    const pattern = new RegExp(TOKEN.from, 'gi');
    for (const file of files(to)) {
      const type = extname(file);
      // The server would answer the precompressed twins of the changed files.
      if (type === '.br' || type === '.gz') {
        rmSync(file);
        continue;
      }
      if (!['.js', '.mjs', '.css', '.html'].includes(type)) continue;
      const text = readFileSync(file, 'utf8');
      const next = text.replace(pattern, TOKEN.to);
      if (next !== text) {
        writeFileSync(file, next);
        changed += 1;
      }
    }
    if (changed === 0) throw new Error(`${TOKEN.from} (${TOKEN.name}) is not in the ${name} build`);
    console.log(`${name}: ${TOKEN.name} ${TOKEN.from} → ${TOKEN.to} in ${changed} file(s)`);
  }

  const record = fromRecord();
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const selection = record
    ? ['--grep', `(^|\\s)(${[...record.painting, ...record.sample].map(escape).join('|')})$`]
    : ['--grep-invert', TOKEN_LEAVES_OUT.source];
  if (record)
    console.log(
      `after the main run: the ${record.painting.length} pictures that paint ${TOKEN.from}, ` +
        `and ${record.sample.length} of the ${record.others} that do not (one in ${SAMPLE_EVERY})`,
    );
  const results = join(work, 'results.json');
  const run = spawnSync(
    'pnpm',
    // The default brand's pictures on a phone (support/token.mjs).
    [
      'exec',
      'playwright',
      'test',
      ...TOKEN_PROJECTS.flatMap((project) => ['--project', project]),
      ...selection,
      '--reporter=json',
      // A picture that fails (not one that differs, recorded as a note) fails the check at once.
      '--retries=0',
      // More Playwright options, e.g. `-g CartDrawer` to check some pictures only.
      ...process.argv.slice(2),
    ],
    {
      cwd: visualDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VISUAL_STORYBOOK_DIR: copies.storybook.to,
        VISUAL_STOREFRONT_DIST: copies.storefront.to,
        // Ports of their own, so that the check runs beside the main suite.
        VISUAL_STORYBOOK_PORT: process.env.VISUAL_TOKEN_STORYBOOK_PORT ?? '6117',
        VISUAL_SHOP_PORT: process.env.VISUAL_TOKEN_SHOP_PORT ?? '6118',
        VISUAL_REPORT_DIR: join(work, 'report'),
        VISUAL_TOKEN_PROBE: TOKEN.to,
        PLAYWRIGHT_JSON_OUTPUT_NAME: results,
      },
    },
  );
  if (run.error) throw run.error;

  const report = JSON.parse(readFileSync(results, 'utf8'));
  const pictures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        const note = (type) => test.annotations.find((annotation) => annotation.type === type);
        const paints = note('paints-token');
        // support/picture.ts records a picture that differs as an annotation (the test passes).
        const differs = note('picture-differs');
        pictures.push({
          title: [...titles, spec.title].join(' › '),
          failed: result?.status !== 'passed' || differs !== undefined,
          differs: differs !== undefined,
          paints: paints ? paints.description === 'true' : undefined,
          error: differs?.description ?? result?.errors?.[0]?.message?.split('\n')[0] ?? '',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);

  const caught = pictures.filter((p) => p.paints && p.differs);
  const missed = pictures.filter((p) => p.paints && !p.differs);
  const falseAlarms = pictures.filter((p) => p.paints === false && p.failed);
  const broken = pictures.filter((p) => p.paints === undefined);
  const untouched = pictures.filter((p) => p.paints === false && !p.failed);

  console.log(`\n${pictures.length} pictures with ${TOKEN.name} changed:`);
  console.log(`  ${caught.length} paint the token and differ from their baseline (caught)`);
  console.log(`  ${untouched.length} do not paint it and match their baseline`);
  const list = (label, items) => {
    if (items.length === 0) return;
    console.log(`  ${items.length} ${label}:`);
    for (const item of items.slice(0, 30)) console.log(`    - ${item.title} ${item.error}`);
  };
  list('paint the token but match their baseline (missed)', missed);
  list('do not paint the token but failed (false alarms)', falseAlarms);
  list('failed before their picture was taken', broken);
  console.log('\nCaught, for the record:');
  for (const item of caught) console.log(`  - ${item.title}`);

  // With a record: every picture asked for was taken, and the changed build paints the new value
  // in as many of them as the main run found painting the old one.
  const asked = record ? record.painting.length + record.sample.length : pictures.length;
  const painting = pictures.filter((p) => p.paints).length;
  const matchesRecord =
    !record || (pictures.length === asked && painting === record.painting.length);
  if (!matchesRecord)
    console.log(
      `\n${pictures.length} of ${asked} pictures asked for were taken; ${painting} paint ` +
        `${TOKEN.to}, against ${record.painting.length} that painted ${TOKEN.from} in the main run.`,
    );
  const ok =
    matchesRecord &&
    caught.length > 0 &&
    missed.length === 0 &&
    falseAlarms.length === 0 &&
    broken.length === 0;
  console.log(
    ok
      ? `\nThe visual review fails exactly on the ${caught.length} pictures that use ${TOKEN.name}.`
      : '\nThe visual review did not fail exactly on the pictures that use the token.',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
