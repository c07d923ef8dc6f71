import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

// database.ts is the one place the queries' table types come from; it is written by hand beside
// the migrations. This test reads its interfaces and compares them with the migrated database:
// every table, every column, and which columns may be null.

/** Column name -> whether its type admits null, per table, as database.ts declares them. */
function declaredSchema(): Map<string, Map<string, boolean>> {
  const path = fileURLToPath(new URL('./database.ts', import.meta.url));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const columnsOf = (name: string) => {
    const table = interfaces.get(name);
    if (!table) throw new Error(`interface ${name} is not declared in database.ts`);
    const columns = new Map<string, boolean>();
    for (const member of table.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const type = member.type.getText(source);
      columns.set(member.name.getText(source), /\bnull\b|JsonNullable/.test(type));
    }
    return columns;
  };
  const schema = new Map<string, Map<string, boolean>>();
  for (const member of interfaces.get('Database')!.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    schema.set(member.name.getText(source), columnsOf(member.type.getText(source)));
  }
  return schema;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function migratedSchema(): Promise<Map<string, Map<string, boolean>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    select c.table_name, c.column_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely_%'`.execute(database.db);
  const schema = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    const columns = schema.get(row.table_name) ?? new Map<string, boolean>();
    columns.set(row.column_name, row.is_nullable === 'YES');
    schema.set(row.table_name, columns);
  }
  return schema;
}

const sorted = (schema: Map<string, Map<string, boolean>>) =>
  Object.fromEntries(
    [...schema.keys()]
      .sort()
      .map((table) => [
        table,
        Object.fromEntries(
          [...schema.get(table)!.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([column, nullable]) => [column, nullable ? 'null' : 'not null']),
        ),
      ]),
  );

describe('database.ts', () => {
  it('declares exactly the tables and columns the migrations create, with their nullability', async () => {
    const declared = declaredSchema();
    expect(declared.size).toBeGreaterThanOrEqual(50);
    expect(sorted(declared)).toEqual(sorted(await migratedSchema()));
  });
});
