#!/usr/bin/env node
// Type-checks every TypeScript code block of the documentation, as a consumer compiles it.
//
// Sources, read at run time (a file that does not exist is skipped): README.md,
// packages/{core,sdk,hooks,ui}/README.md and docs/*.md. Every fenced block whose info string
// starts with `ts`, `tsx` or `typescript` becomes its own module in
// scripts/readme-snippets/generated/ (gitignored), and `tsc` checks them all with `strict` and
// `skipLibCheck: false`, twice: module resolution `nodenext` and `bundler`
// (scripts/readme-snippets/tsconfig.*.json). `@carrello/*` resolve to the workspace packages
// through their `exports`, i.e. their BUILT declarations in `dist`: run `pnpm build` first.
// Other packages a block imports (react, @tanstack/react-query, styled-components, ...) resolve
// to the copies the kit's own packages use.
//
// A block is a whole module: it imports what it uses. A block whose first line names its file
// (`// src/app.tsx`, as the guides do) is written at that path, in a folder of its Markdown file,
// so the blocks of one guide import each other (`import { theme } from './brand'`); the others
// are modules of their own. A block with extensionless relative imports (`'./brand'`, a
// bundler's convention, as in the Vite guide) is left out of the `nodenext` pass only.
//
// A block that is deliberately partial (a fragment of a file, a diff, pseudo-code) opts out
// with `nocheck` on its fence line:
//
//   ```tsx nocheck
//
// Use it rarely: a block that compiles is a block that still works. Errors are reported at the
// Markdown file and line they come from.
//
// Usage: node scripts/check-readme-snippets.mjs [--keep]   (--keep: leave the generated folder)
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'scripts/readme-snippets');
const generated = join(fixture, 'generated');
const keep = process.argv.includes('--keep');

/** The workspace packages the blocks may import, by name. */
const kit = {
  '@carrello/core': 'packages/core',
  '@carrello/sdk': 'packages/sdk',
  '@carrello/hooks': 'packages/hooks',
  '@carrello/ui': 'packages/ui',
};
/** Where a third-party import resolves: the first of these packages that depends on it. */
const dependencyOwners = ['packages/ui', 'packages/hooks', 'packages/sdk', 'packages/core'];
/** Then the examples, for the tools the guides configure (vite, next). */
dependencyOwners.push('examples/storefront', 'examples/next-app', '.');
/**
 * Type-only packages every block may need even when no block names them. `@types/node` is one:
 * styled-components' own declarations use the `NodeJS` namespace (its server style sheet).
 */
const ambientTypes = ['@types/react', '@types/react-dom', '@types/node'];

function markdownSources() {
  const files = ['README.md', ...Object.values(kit).map((dir) => `${dir}/README.md`)];
  const docs = join(root, 'docs');
  if (existsSync(docs)) {
    for (const name of readdirSync(docs).sort())
      if (name.endsWith('.md')) files.push(`docs/${name}`);
  }
  return files.filter((file) => existsSync(join(root, file)));
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*(ts|tsx|typescript)\b(.*)$/;

/** The TypeScript blocks of one Markdown file: language, first code line (1-based), code. */
function extractBlocks(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) {
      // Skip over other fenced blocks whole, so a ``` inside them is not read as an opening.
      const other = /^(\s*)(`{3,}|~{3,})/.exec(lines[i]);
      if (other) {
        const close = new RegExp(`^\\s*${other[2][0]}{${other[2].length},}\\s*$`);
        for (i += 1; i < lines.length && !close.test(lines[i]); i += 1);
      }
      continue;
    }
    const [, indent, fence, lang, info] = open;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const start = i + 1;
    let end = start;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const code = lines
      .slice(start, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()));
    blocks.push({
      file,
      line: start + 1,
      lang: lang === 'typescript' ? 'ts' : lang,
      skip: /\bnocheck\b/.test(info),
      code,
    });
    i = end;
  }
  return blocks;
}

/** Bare module names a block imports (`react`, `@tanstack/react-query`, `@carrello/ui`). */
function importedPackages(code) {
  const names = new Set();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g;
  for (const match of code.matchAll(pattern)) {
    const parts = match[1].split('/');
    names.add(match[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return names;
}

function link(name, target) {
  const at = join(generated, 'node_modules', name);
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(relative(dirname(at), target), at, 'dir');
}

const HEADER_LINES = 1;
/** A first line naming the block's file: `// src/app.tsx` (anything after the name is prose). */
const FILE_NAME = /^\/\/\s*((?:[\w@-]+\/)*[\w.-]+\.(?:ts|tsx|mts|cts))(?=[\s:]|$)/;

function writeFixture(blocks) {
  rmSync(generated, { recursive: true, force: true });
  mkdirSync(generated, { recursive: true });
  writeFileSync(join(generated, 'package.json'), '{ "type": "module", "private": true }\n');
  const packages = new Set(ambientTypes);
  const modules = new Map();
  for (const block of blocks) {
    const folder = block.file
      .replace(/\.md$/, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .toLowerCase();
    const named = FILE_NAME.exec(block.code[0] ?? '')?.[1];
    let path = named ? `${folder}/${named}` : `${folder}/block-${block.line}.${block.lang}`;
    // A guide that shows the same file twice: the later block gets a name of its own.
    if (modules.has(path)) path = path.replace(/(\.d)?\.[cm]?tsx?$/, `.${block.line}$&`);
    block.module = path;
    const code = block.code.join('\n');
    // Every block is a module of its own, even one without imports or exports.
    const isModule = /^\s*(import|export)\b/m.test(code);
    mkdirSync(dirname(join(generated, path)), { recursive: true });
    writeFileSync(
      join(generated, path),
      `// ${block.file}:${block.line}\n${code}\n${isModule ? '' : 'export {};\n'}`,
    );
    for (const name of importedPackages(code)) packages.add(name);
    modules.set(path, block);
  }
  for (const name of packages) {
    if (kit[name]) {
      link(name, join(root, kit[name]));
      continue;
    }
    const owner = dependencyOwners.find((dir) => existsSync(join(root, dir, 'node_modules', name)));
    if (owner) link(name, join(root, owner, 'node_modules', name));
    // An unknown package stays unresolved: tsc reports it at the block that imports it.
  }
  return modules;
}

/** Relative imports without an extension, which only a bundler's resolution accepts. */
const EXTENSIONLESS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]\.{1,2}\/(?:[^'"]*\/)?[^'"./]+['"]/;

/**
 * The `nodenext` pass: the committed config, on the blocks that Node's ESM resolution can take.
 * Written next to the modules, since it lists them.
 */
function writeNodeNextConfig(modules) {
  const files = [...modules.keys()].filter(
    (path) => !EXTENSIONLESS.test(modules.get(path).code.join('\n')),
  );
  const config = { extends: '../tsconfig.nodenext.json', include: [], files };
  writeFileSync(join(generated, 'tsconfig.nodenext.json'), `${JSON.stringify(config, null, 2)}\n`);
  return 'generated/tsconfig.nodenext.json';
}

/** Runs tsc with one config; resolves with its diagnostics pointed back at the Markdown lines. */
function typecheck(config, modules) {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const child = spawn(process.execPath, [tsc, '-p', join(fixture, config), '--pretty', 'false'], {
    cwd: fixture,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      // tsc prints a diagnostic on one line, and its details on indented lines below it.
      const diagnostics = [];
      for (const line of output.split('\n')) {
        if (!line.trim()) continue;
        if (/^\s/.test(line) && diagnostics.length)
          diagnostics[diagnostics.length - 1] += `\n${line}`;
        else diagnostics.push(line);
      }
      const located = diagnostics.map((text) => {
        const match = /^generated\/([^()]+)\((\d+),(\d+)\): ([^]*)$/.exec(text);
        const block = match && modules.get(match[1]);
        if (!block) return text;
        const line = block.line + Number(match[2]) - 1 - HEADER_LINES;
        return `${block.file}:${line}:${match[3]} ${match[4]}`;
      });
      if (code !== 0 && diagnostics.length === 0) located.push(`tsc exited with code ${code}`);
      done({ config, lines: located });
    });
  });
}

const sources = markdownSources();
const blocks = sources.flatMap(extractBlocks);
const checked = blocks.filter((block) => !block.skip);
const skipped = blocks.filter((block) => block.skip);
const missingBuild = Object.entries(kit).filter(
  ([, dir]) => !existsSync(join(root, dir, 'dist/index.d.ts')),
);
if (missingBuild.length > 0) {
  // Checked anyway, so the other packages' blocks still report; the run fails either way.
  process.stderr.write(
    `check-readme-snippets: no built declarations for ${missingBuild.map(([name]) => name).join(', ')}; run \`pnpm build\` first.\n`,
  );
}

const modules = writeFixture(checked);
let failed = missingBuild.length > 0;
const results = await Promise.all(
  [writeNodeNextConfig(modules), 'tsconfig.bundler.json'].map((config) =>
    typecheck(config, modules),
  ),
);
for (const { config, lines } of results) {
  if (lines.length === 0) continue;
  failed = true;
  process.stderr.write(`\n${config}: ${lines.length} errors\n${lines.join('\n')}\n`);
}
if (!keep && !failed) rmSync(generated, { recursive: true, force: true });

const summary =
  `${checked.length} TypeScript blocks of ${sources.length} Markdown files type-checked` +
  (skipped.length
    ? `, ${skipped.length} marked nocheck (${skipped.map((b) => `${b.file}:${b.line}`).join(', ')})`
    : '');
if (failed) {
  process.stderr.write(
    `\ncheck-readme-snippets: FAILED. ${summary}; the modules are in ${relative(root, generated)}.\n`,
  );
  process.exit(1);
}
process.stdout.write(`check-readme-snippets: ${summary}: no errors.\n`);
