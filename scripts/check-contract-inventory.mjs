#!/usr/bin/env node
// Prints the operation inventory of the wire contract (openapi/ebsn.yaml) as
// `operationId METHOD path` lines grouped by tag, in the order of the tags in the file,
// and checks the naming conventions of the contract:
// - every path starts with /ebsn/api;
// - operationId is `<tag>.<method>` and unique;
// - every operation has exactly one tag, declared in the top-level `tags`.
// Exits with status 1 when a convention is broken.
//
// Usage: node scripts/check-contract-inventory.mjs [path/to/ebsn.yaml]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const file = resolve(process.argv[2] ?? resolve(root, 'openapi/ebsn.yaml'));
const doc = parse(readFileSync(file, 'utf8'));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const declaredTags = (doc.tags ?? []).map((t) => t.name);
const problems = [];
const byTag = new Map(declaredTags.map((t) => [t, []]));
const seen = new Map();

for (const [path, item] of Object.entries(doc.paths ?? {})) {
  if (!path.startsWith('/ebsn/api/')) problems.push(`${path}: path does not start with /ebsn/api/`);
  for (const method of HTTP_METHODS) {
    const op = item[method];
    if (!op) continue;
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId;
    const tags = op.tags ?? [];
    if (!id) {
      problems.push(`${where}: no operationId`);
      continue;
    }
    if (seen.has(id)) problems.push(`${where}: operationId ${id} also used by ${seen.get(id)}`);
    seen.set(id, where);
    if (tags.length !== 1)
      problems.push(`${where}: expected exactly one tag, found ${tags.length}`);
    const [tag] = tags;
    if (tag && !declaredTags.includes(tag)) problems.push(`${where}: tag ${tag} is not declared`);
    if (!/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(id) || id.split('.')[0] !== tag) {
      problems.push(`${where}: operationId ${id} is not <tag>.<method> for tag ${tag}`);
    }
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push({ id, method: method.toUpperCase(), path });
  }
}

let count = 0;
for (const [tag, ops] of byTag) {
  if (ops.length === 0) {
    problems.push(`tag ${tag} has no operation`);
    continue;
  }
  console.log(`## ${tag} (${ops.length})`);
  const width = Math.max(...ops.map((o) => o.id.length));
  for (const o of ops.sort((a, b) => a.id.localeCompare(b.id))) {
    console.log(`${o.id.padEnd(width)}  ${o.method.padEnd(6)} ${o.path}`);
  }
  console.log('');
  count += ops.length;
}
console.log(`${count} operations in ${byTag.size} tags (${file.replace(`${root}/`, '')})`);

if (problems.length > 0) {
  console.error(`\n${problems.length} convention problem(s):`);
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}
