// The Next.js part of the release rehearsal (scripts/release-rehearsal.mjs): what one component
// of the published kit costs a page of a fresh Next.js 15.5 App Router app.
//
// The app installs @carrello/ui and its peers by name from the rehearsal's registry, outside the
// workspace, and has three Server Component routes: /plain (text only), /badge (the same text in
// a <Badge> imported from its own entry, '@carrello/ui/badge', nothing else of the kit) and
// /badge-from-index (the same Badge from the main entry, '@carrello/ui'). Its layout has the
// styled-components registry an App Router app needs for server-rendered styles (docs/ssr.md), so
// styled-components itself is part of both routes; nothing else is configured: no next.config, no
// optimizePackageImports. One `next build` (webpack, Next 15's default) builds both routes.
//
// The first-load JavaScript of a route is the sum of the gzipped scripts (level 9) its prerendered
// HTML references; what <Badge> costs is the difference between /badge and /plain, held to the
// budget. The main entry's figure is printed beside it: webpack gathers every client module a
// package entry reaches before it tree-shakes, so from '@carrello/ui' a page carries the whole
// kit's client modules (docs/ssr.md). The build fails
// the check when the difference is over the budget, when a warning it prints names a kit file, or
// when /badge's HTML lacks the badge or its server-rendered styles.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { transformSync } from 'esbuild';

export const NEXT_VERSION = '15.5.29';
// What one component of the kit may add to a page's first load (gzip), with no special config.
const BADGE_BUDGET_BYTES = 5 * 1024;

/** What the app installs besides @carrello/ui: Next and the kit's peers, pinned as the repo pins them. */
export const nextAppDeps = [
  `next@${NEXT_VERSION}`,
  'react@19.3.1',
  'react-dom@19.3.1',
  'styled-components@6.6.0',
];

const FILES = {
  'package.json': `${JSON.stringify({ name: 'rehearsal-next-app', private: true }, null, 2)}\n`,
  // The registry of examples/next-app (docs/ssr.md), its types stripped: the styles of the
  // server render go into the <head>.
  'src/styled-components-registry.jsx': transformSync(
    readFileSync(
      new URL('../examples/next-app/src/styled-components-registry.tsx', import.meta.url),
    ),
    { loader: 'tsx', jsx: 'preserve', format: 'esm' },
  ).code,
  'app/layout.jsx': `import { StyledComponentsRegistry } from '../src/styled-components-registry';

export default function RootLayout({ children }) {
  return (
    <html lang="it">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
`,
  'app/plain/page.jsx': `export default function PlainPage() {
  return (
    <main>
      <p>Nuovo</p>
    </main>
  );
}
`,
  'app/badge/page.jsx': `import { Badge } from '@carrello/ui/badge';

export default function BadgePage() {
  return (
    <main>
      <p>
        <Badge>Nuovo</Badge>
      </p>
    </main>
  );
}
`,
};

FILES['app/badge-from-index/page.jsx'] = FILES['app/badge/page.jsx'].replace(
  "'@carrello/ui/badge'",
  "'@carrello/ui'",
);

/** Writes the app's package.json, layout, registry and the three routes into `dir`. */
export function writeNextApp(dir) {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/**
 * The first-load JavaScript of a prerendered route: the bytes of the scripts its HTML loads in a
 * browser with ES modules (the `nomodule` polyfills left out), gzip level 9.
 */
function firstLoadBytes(dir, route) {
  const html = readFileSync(join(dir, '.next/server/app', `${route}.html`), 'utf8');
  const sources = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .filter(([tag]) => !/\snomodule\b/i.test(tag))
      .map(([tag]) => /\ssrc="\/_next\/([^"]+)"/.exec(tag)?.[1])
      .filter(Boolean),
  );
  if (sources.size === 0) throw new Error(`${route}.html references no script`);
  let bytes = 0;
  for (const source of sources)
    bytes += gzipSync(readFileSync(join(dir, '.next', source)), { level: 9 }).length;
  return bytes;
}

// Where a step of `next build` starts; a warning's text runs up to the next one.
const STEP =
  /^\s*(?:[✓○ƒ●]\s|Creating an optimized|Linting|Collecting|Generating|Finalizing|Route \(|\+ First Load)/;

/** The warnings of `next build`'s output that name a kit file or package (`@carrello/`). */
function kitWarnings(output) {
  const found = [];
  let block = null;
  const close = () => {
    if (block && block.some((line) => line.includes('@carrello/'))) found.push(block.join('\n'));
    block = null;
  };
  for (const line of output.split('\n')) {
    if (/⚠|\bwarn(ing)?\b/i.test(line)) {
      close();
      block = [line];
    } else if (STEP.test(line)) close();
    else if (block) block.push(line);
  }
  close();
  return found;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

/**
 * Reads the build in `dir` (after `next build`, whose output is `output`): the first-load
 * JavaScript of /plain and /badge, checked against the budget (and /badge-from-index's, told). Returns the report's lines;
 * throws with them when a check fails.
 */
export function checkNextBuild(dir, output, budget = BADGE_BUDGET_BYTES) {
  const plain = firstLoadBytes(dir, 'plain');
  const badge = firstLoadBytes(dir, 'badge');
  const fromIndex = firstLoadBytes(dir, 'badge-from-index');
  const cost = badge - plain;
  const notes = [
    `first-load JS (gzip): /plain ${kB(plain)}, /badge ${kB(badge)}, /badge-from-index ${kB(fromIndex)}`,
    `<Badge> from '@carrello/ui/badge' adds ${kB(cost)} (budget ${kB(budget)})`,
    `<Badge> from '@carrello/ui' adds ${kB(fromIndex - plain)} (the main entry: every client module of the kit)`,
  ];
  const problems = [];
  if (cost > budget) problems.push(`<Badge> adds ${kB(cost)}, over the budget of ${kB(budget)}`);
  const html = readFileSync(join(dir, '.next/server/app/badge.html'), 'utf8');
  if (!/<style[^>]*data-styled/.test(html) || !/data-variant="primary"[^>]*>Nuovo</.test(html))
    problems.push('/badge: the prerendered HTML lacks the badge or its <style data-styled>');
  const warnings = kitWarnings(output);
  if (warnings.length > 0)
    problems.push(`next build warned about the kit:\n${warnings.join('\n---\n')}`);
  if (problems.length > 0) throw new Error([...notes, ...problems].join('\n'));
  return notes;
}
