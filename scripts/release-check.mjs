#!/usr/bin/env node
// The release, without publishing: what `pnpm release` would put on the registry.
//
// For every published package it packs the tarball exactly as `changeset publish` does (pnpm
// pack, which applies `publishConfig` and rewrites `workspace:` ranges), then checks what a
// chain would receive: the files (LICENSE, CHANGELOG with an entry for this version, README,
// dist), a package.json that names only shipped files (no workspace condition, no source path,
// no `workspace:` range), dependencies as ranges, and every `exports` target present in the
// tarball. Last it runs `pnpm publish --dry-run` for each package (no registry write).
//
// Run after `pnpm build`: `node scripts/release-check.mjs` (in `pnpm test` as `check:release`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PACKAGES = ['core', 'sdk', 'hooks', 'ui'];
const rootLicense = readFileSync(path.join(root, 'LICENSE'), 'utf8');
const problems = [];
const out = mkdtempSync(path.join(tmpdir(), 'carrello-release-'));

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function targets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  return Object.values(exportsField ?? {}).flatMap(targets);
}

try {
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const packed = run('pnpm', ['pack', '--pack-destination', out], dir).trim().split('\n').pop();
    const tarball = path.isAbsolute(packed) ? packed : path.join(out, path.basename(packed));
    const files = new Set(
      run('tar', ['-tzf', tarball], out)
        .split('\n')
        .filter(Boolean)
        .map((file) => file.replace(/^package\//, '')),
    );
    const read = (file) => run('tar', ['-xzOf', tarball, `package/${file}`], out);
    const fail = (message) => problems.push(`${manifest.name}: ${message}`);

    for (const required of ['LICENSE', 'CHANGELOG.md', 'README.md', 'package.json']) {
      if (!files.has(required)) fail(`${required} is missing from the tarball`);
    }
    if (files.has('LICENSE') && read('LICENSE') !== rootLicense)
      fail('LICENSE differs from the root LICENSE');
    if ([...files].some((file) => file.startsWith('src/'))) fail('sources are in the tarball');

    const published = JSON.parse(read('package.json'));
    const text = JSON.stringify(published);
    if (text.includes('@carrello/source'))
      fail('package.json still names the workspace source condition');
    if (text.includes('workspace:')) fail('package.json still has a workspace: range');
    if (published.license !== 'MIT') fail(`license is ${published.license}`);
    for (const [dependency, range] of Object.entries(published.dependencies ?? {})) {
      if (/^\d/.test(range)) fail(`dependency ${dependency} is pinned (${range}), not a range`);
    }
    for (const target of targets(published.exports)) {
      if (!files.has(target.replace(/^\.\//, '')))
        fail(`exports target ${target} is not in the tarball`);
    }
    for (const field of ['main', 'module', 'types']) {
      if (published[field] && !files.has(published[field].replace(/^\.\//, ''))) {
        fail(`${field} ${published[field]} is not in the tarball`);
      }
    }
    if (files.has('CHANGELOG.md')) {
      const changelog = read('CHANGELOG.md');
      if (!changelog.includes(`## ${published.version}`)) {
        fail(`CHANGELOG.md has no entry for ${published.version}`);
      }
    }
    if (published.version === '0.0.0') fail('version is 0.0.0: run `pnpm version-packages`');

    // What `pnpm publish` would send, without sending it.
    run('pnpm', ['publish', '--dry-run', '--no-git-checks', '--access', 'public'], dir);
    console.log(
      `${problems.some((problem) => problem.startsWith(`${manifest.name}:`)) ? '✗' : '✓'} ${published.name}@${published.version}: ${files.size} files, ${path.basename(tarball)}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `\nThe release is not ready:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\nThe release is ready: `pnpm release` would publish these tarballs.');
