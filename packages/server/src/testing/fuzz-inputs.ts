import fc from 'fast-check';

import type { ContractOperation } from '../contract/load-contract';

type Schema = Record<string, unknown>;

/** Who sends a fuzzed request. */
type Caller = 'anonymous' | 'signed-in' | 'bogus-token';

/** One generated HTTP request, printed as is when a property fails. */
export interface FuzzRequest {
  caller: Caller;
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the generator did, for the failure report. */
  note: string;
}

/** Values that break parsers, databases and naive code: the heart of the fuzz. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uFEFF',
  '\u202Eotla',
  'e\u0301',
  '😀👨‍👩‍👧',
  'Ａ１２３',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  'null',
  'true',
  '{}',
  '[]',
  '__proto__',
  'x'.repeat(5000),
  'àèìòù'.repeat(300),
];

/** Numbers at and beyond the edges of integer columns and JavaScript numbers. */
const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  9_999_999_999,
];

/** Number literals that JSON.parse turns into Infinity or precision loss. */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '0.1e-400', '1E2'];

/** Unknown keys sent on purpose (fixed names, so Italian messages quoting them stay checkable). */
const UNKNOWN_KEYS = ['campoSconosciuto', '__proto__', 'constructor', 'prototype'];

/** Bodies that are not what their content type claims. */
const MALFORMED_BODIES = [
  '{"a":',
  '{',
  'nul',
  '{"a":1}}',
  '\u0000',
  '%%%',
  '%E0%A4%A',
  'a=%ZZ&b=%',
  '"solo una stringa"',
  '[1,2,3]',
  '123',
  'true',
  '{"__proto__":{"admin":true}}',
  '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
  '\xff\xfe\x00{',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded; charset=ISO-8859-1',
  'application/octet-stream',
  'application/json, text/plain',
  '*/*',
  'garbage',
];

const RAW_MARK = '\u0001raw:';

/** Header value replaced by a fresh session token of the demo customer before sending. */
export const SIGNED_IN = '<signed-in>';

/** Follows `$ref`s and merges `allOf`, so generators see plain schemas. */
function resolveSchema(document: Schema, schema: Schema | undefined): Schema {
  let current: Schema = schema ?? {};
  for (let guard = 0; typeof current.$ref === 'string' && guard < 20; guard += 1) {
    let node: unknown = document;
    for (const part of (current.$ref as string).slice(2).split('/')) node = (node as Schema)[part];
    current = { ...(node as Schema) };
  }
  if (Array.isArray(current.allOf)) {
    const merged: Schema = { ...current, allOf: undefined };
    const properties: Schema = { ...((current.properties as Schema) ?? {}) };
    const required = new Set<string>((current.required as string[]) ?? []);
    for (const part of current.allOf as Schema[]) {
      const resolved = resolveSchema(document, part);
      Object.assign(properties, resolved.properties ?? {});
      for (const name of (resolved.required as string[]) ?? []) required.add(name);
      if (resolved.type && !merged.type) merged.type = resolved.type;
    }
    merged.properties = properties;
    merged.required = [...required];
    return merged;
  }
  return current;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** Whether a field is an identifier, so real and unknown ids of the database fit it. */
function isIdName(name: string): boolean {
  return /id$|Id$|_id$|^id|Ids?$/.test(name);
}

/** Shared context: ids that exist in the seeded database (to reach deeper code paths). */
export interface FuzzContext {
  document: Schema;
  knownIds: number[];
}

function integerArb(schema: Schema, name: string, ctx: FuzzContext): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1000;
  const ranged = fc.integer({ min, max: Math.max(min, Math.min(max, 2 ** 31 - 1)) });
  if (isIdName(name) && ctx.knownIds.length > 0)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ctx.knownIds) },
      { weight: 1, arbitrary: ranged },
    );
  return ranged;
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const fit = (a: fc.Arbitrary<string>) =>
    a.map((s) => (s.length < minLength ? s.padStart(minLength, 'a') : s.slice(0, maxLength)));
  if (typeof schema.pattern === 'string') {
    try {
      // Stretched or cut to the length limits (a filter would spin on `{16,}`-like bounds).
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => {
        let text = s.length === 0 && minLength > 0 ? 'a' : s;
        while (text.length < minLength) text += text;
        return text.slice(0, maxLength);
      });
    } catch {
      // An ECMAScript pattern fast-check cannot invert: fall through to plain strings.
    }
  }
  switch (schema.format) {
    case 'email':
      return fit(fc.emailAddress());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({
        minLength,
        maxLength: Math.min(maxLength, 40),
        unit: fc.constantFrom(...'abcdefghilmnopqrstuvzàèéìòù ABCDEFGHILMNOPQRSTUVZ0123456789-_.,'),
      });
  }
}

/** A value the schema accepts (most of the time: patterns and ids are best effort). */
function validArb(
  schema: Schema | undefined,
  ctx: FuzzContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(ctx.document, schema);
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0)
    return fc.constantFrom(...(resolved.enum as unknown[]));
  if ('const' in resolved) return fc.constant(resolved.const);
  const choices = (resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0)
    return fc.oneof(...choices.map((choice) => validArb(choice, ctx, name, depth + 1)));
  switch (typeOf(resolved)) {
    case 'integer':
      return integerArb(resolved, name, ctx);
    case 'number':
      return fc.double({
        min: typeof resolved.minimum === 'number' ? resolved.minimum : 0,
        max: typeof resolved.maximum === 'number' ? resolved.maximum : 1000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArb(resolved);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = typeof resolved.minItems === 'number' ? resolved.minItems : 0;
      return fc.array(validArb(resolved.items as Schema, ctx, name, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, 3),
      });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = (resolved.properties ?? {}) as Record<string, Schema>;
      const required = (resolved.required as string[] | undefined) ?? [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        model[key] = validArb(value, ctx, key, depth + 1);
      return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Any value that is wrong or hostile for a field. */
const nastyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...RAW_NUMBERS).map((raw) => `${RAW_MARK}${raw}`),
  fc.constantFrom(null, true, false, [], {}, [1, 'a'], { a: { b: { c: [] } } }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

type Mutation = { note: string; apply: (value: Record<string, unknown>) => unknown };

/** Breaks a valid object: a missing required field, a wrong or hostile value, an unknown key. */
function mutationArb(schema: Schema | undefined, ctx: FuzzContext): fc.Arbitrary<Mutation> {
  const resolved = resolveSchema(ctx.document, schema);
  const keys = Object.keys((resolved.properties ?? {}) as Schema);
  const required = ((resolved.required as string[] | undefined) ?? []).filter((k) =>
    keys.includes(k),
  );
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), nastyValueArb).map(([key, value]) => ({
      note: `unknown key ${key}`,
      apply: (object) => {
        const copy: Record<string, unknown> = { ...object };
        Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
        return copy;
      },
    })),
    nastyValueArb.map((value) => ({ note: 'the whole value replaced', apply: () => value })),
  ];
  if (keys.length > 0)
    options.push(
      fc
        .tuple(
          fc.constantFrom(...keys),
          nastyValueArb,
          fc.array(fc.constantFrom(...keys), { maxLength: 3 }),
        )
        .map(([key, value, more]) => ({
          note: `hostile ${[key, ...more].join(', ')}`,
          apply: (object) => {
            const copy: Record<string, unknown> = { ...object, [key]: value };
            for (const other of more) copy[other] = value;
            return copy;
          },
        })),
    );
  if (required.length > 0)
    options.push(
      fc.constantFrom(...required).map((key) => ({
        note: `missing ${key}`,
        apply: (object) => {
          const copy = { ...object };
          delete copy[key];
          return copy;
        },
      })),
    );
  return fc.oneof(...options);
}

/** `JSON.stringify`, with raw number literals (`1e400`) spliced in. */
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(
    new RegExp(`"${RAW_MARK.replace('\u0001', '\\\\u0001')}([^"]*)"`, 'g'),
    '$1',
  );
}

function formValue(value: unknown): string {
  if (typeof value === 'string')
    return value.startsWith(RAW_MARK) ? value.slice(RAW_MARK.length) : value;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Percent-encodes like a client; a lone surrogate (which `encodeURIComponent` refuses) becomes
 * the bytes of an invalid UTF-8 sequence, which is just as hostile for the server.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

/** `application/x-www-form-urlencoded`, arrays as repeated keys. */
function toForm(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return encode(formValue(value));
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(field)) for (const item of field) params.append(key, formValue(item));
    else if (field !== undefined) params.append(key, formValue(field));
  }
  return params.toString();
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function schemaOfParameters(operation: ContractOperation, part: 'query' | 'path'): Schema {
  const parameters = operation.parameters.filter((p) => p.in === part);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Fills the path template; hostile segments are percent-encoded like a client would. */
function pathArb(operation: ContractOperation, ctx: FuzzContext): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return fc.constant(operation.path);
  const valid = validArb(schemaOfParameters(operation, 'path'), ctx);
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0 && s.length < 1000)),
        fc.constantFrom(...NASTY_NUMBERS).map(String),
        fc.constant('9'.repeat(600)),
      ),
    },
  );
  return fc
    .tuple(valid, fc.array(segment, { minLength: names.length, maxLength: names.length }))
    .map(([values, overrides]) => {
      const filled = objectOf(values);
      return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const override = overrides[names.indexOf(name)];
        const raw = override ?? formValue(filled[name] ?? 'x');
        return encode(raw);
      });
    });
}

function queryArb(operation: ContractOperation, ctx: FuzzContext): fc.Arbitrary<string> {
  const schema = schemaOfParameters(operation, 'query');
  const valid = validArb(schema, ctx);
  const mutated = fc
    .tuple(valid, mutationArb(schema, ctx))
    .map(([value, mutation]) => objectOf(mutation.apply(objectOf(value))));
  const encoded = fc
    .oneof({ weight: 2, arbitrary: valid.map(objectOf) }, { weight: 3, arbitrary: mutated })
    .map(toForm);
  return fc.oneof(
    { weight: 8, arbitrary: encoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%E0%A4%A', 'a=%ZZ', '&&&=&', 'page=1&page=2&page=x', '%00=%00'),
    },
    { weight: 1, arbitrary: fc.constant(`q=${'x'.repeat(9000)}`) },
  );
}

interface BodyChoice {
  payload?: string;
  contentType?: string;
  note: string;
}

function bodyArb(operation: ContractOperation, ctx: FuzzContext): fc.Arbitrary<BodyChoice> {
  const body = operation.requestBody;
  const declared = body?.mediaType ?? 'application/json';
  const schema = body?.schema;
  const valid = validArb(schema ?? { type: 'object' }, ctx);
  const mutated = fc
    .tuple(valid, mutationArb(schema, ctx))
    .map(([value, mutation]) => ({ value: mutation.apply(objectOf(value)), note: mutation.note }));
  const value = fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => ({ value: v, note: 'valid' })) },
    { weight: 3, arbitrary: mutated },
  );
  const encodings: Array<fc.WeightedArbitrary<BodyChoice>> = [
    {
      weight: 4,
      arbitrary: value.map(({ value: v, note }) => ({
        payload: toJson(v),
        contentType: 'application/json',
        note: `json, ${note}`,
      })),
    },
    {
      weight: 4,
      arbitrary: value.map(({ value: v, note }) => ({
        payload: toForm(v),
        contentType: 'application/x-www-form-urlencoded',
        note: `form, ${note}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((payload) => ({
        payload,
        contentType: declared,
        note: 'malformed',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), value)
        .map(([contentType, { value: v }]) => ({
          payload: toJson(v),
          contentType,
          note: `content type ${contentType}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyChoice>(
        { note: 'no body' },
        { payload: '', contentType: declared, note: 'empty body' },
        { payload: '{}', note: 'no content type' },
        { payload: 'x'.repeat(1024 * 1024 + 10), contentType: declared, note: 'over 1 MiB' },
      ),
    },
  ];
  return fc.oneof(...encodings);
}

/** Requests for one operation: bad and good inputs, from three kinds of callers. */
export function requestArb(
  operation: ContractOperation,
  ctx: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = operation.method !== 'GET';
  return fc
    .record({
      caller: fc.constantFrom<Caller>('anonymous', 'signed-in', 'signed-in', 'bogus-token'),
      path: pathArb(operation, ctx),
      query: queryArb(operation, ctx),
      body: hasBody ? bodyArb(operation, ctx) : fc.constant<BodyChoice>({ note: 'GET' }),
      bogus: fc.constantFrom('x'.repeat(600), 'deadbeef', '\u00e8\u00e8', ''),
    })
    .map(({ caller, path, query, body, bogus }) => {
      const headers: Record<string, string> = {
        'x-requested-with': 'XMLHttpRequest',
        'x-ebsn-client': 'carrello-web',
      };
      if (caller === 'signed-in') headers['x-ebsn-account'] = SIGNED_IN;
      if (caller === 'bogus-token') headers['x-ebsn-account'] = bogus;
      if (body.contentType) headers['content-type'] = body.contentType;
      const request: FuzzRequest = {
        caller,
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        note: body.note,
      };
      // Counterexamples print short: a 1 MiB payload would drown the report.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** One line describing a request, payload cut to 300 characters. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;
  return `${request.caller} ${request.method} ${cut(request.url)} [${request.note}] ${JSON.stringify(
    request.headers['content-type'] ?? null,
  )} ${request.payload === undefined ? '(no body)' : JSON.stringify(cut(request.payload))}`;
}

/** A value the database cannot hold, aimed at one field of an otherwise valid request. */
interface SweepRequest extends FuzzRequest {
  /** The field the answer must name (`field` of a message in `response.errors`). */
  field: string;
}

/** Integers beyond int32 and numbers that are none, as a client would spell them. */
const OVERFLOW_LITERALS = ['2147483648', '-2147483649', '1e30', '1e308', 'Infinity'];
/** The same in JSON: `1e400` parses to `Infinity`, `Infinity` is no JSON and stays a string. */
const OVERFLOW_JSON = ['2147483648', '-2147483649', '1e30', '1e308', '1e400'];
/** Texts PostgreSQL refuses to store: NUL, and halves of a surrogate pair (JSON only). */
const NUL_TEXTS = ['a\u0000b', '\u0000'];
const SURROGATE_TEXTS = ['x\ud800', '\udc00y', '\ud83d'];

type Leaf = { path: Array<string | number>; type: string | undefined };

/** The primitive fields of a schema, with their paths (arrays reached through item 0). */
function leavesOf(document: Schema, schema: Schema | undefined, depth = 0): Leaf[] {
  const resolved = resolveSchema(document, schema);
  const choices = (resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined;
  const type =
    typeOf(resolved) ?? (choices ? typeOf(resolveSchema(document, choices[0])) : undefined);
  if (type === 'object' && depth < 4) {
    const properties = (resolved.properties ?? {}) as Record<string, Schema>;
    return Object.entries(properties).flatMap(([key, value]) =>
      leavesOf(document, value, depth + 1).map((leaf) => ({ ...leaf, path: [key, ...leaf.path] })),
    );
  }
  if (type === 'array' && depth < 4)
    return leavesOf(document, resolved.items as Schema, depth + 1).map((leaf) => ({
      ...leaf,
      path: [0, ...leaf.path],
    }));
  return [{ path: [], type }];
}

/** `object` with `value` at `path`; a missing array item or object starts from `item(path)`. */
function withValue(
  object: unknown,
  path: Array<string | number>,
  value: unknown,
  item: (path: Array<string | number>) => unknown,
  done: Array<string | number> = [],
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (typeof head === 'number') {
    const list = Array.isArray(object) ? [...(object as unknown[])] : [];
    const current = list.length > 0 ? list[0] : item([...done, head]);
    return [withValue(current, rest, value, item, [...done, head]), ...list.slice(1)];
  }
  const copy = { ...objectOf(object) };
  // An optional object the base left out starts valid, so only the aimed field is wrong.
  const current = copy[head] === undefined && rest.length > 0 ? item([...done, head]) : copy[head];
  copy[head] = withValue(current, rest, value, item, [...done, head]);
  return copy;
}

/** The field name a validation message gives a path: the last named segment. */
function fieldNameOf(path: Array<string | number>): string {
  return String([...path].reverse().find((segment) => typeof segment === 'string') ?? '');
}

/**
 * For every field of an operation (path, query, body, nested), requests that each put one value
 * the database cannot hold into an otherwise valid request: integers beyond int32 and non-finite
 * numbers in integer fields, NUL in every field, lone surrogates in every JSON body field.
 * `isValid` picks the valid base among a few generated ones (patterns are best effort).
 */
export function fieldSweep(
  operation: ContractOperation,
  ctx: FuzzContext,
  isValid: (base: { params: Schema; query: Schema; body: unknown }) => boolean,
  seed: number,
): SweepRequest[] {
  const pathSchema = schemaOfParameters(operation, 'path');
  const querySchema = schemaOfParameters(operation, 'query');
  const bodySchema = operation.requestBody?.schema;
  const sample = <T>(arb: fc.Arbitrary<T>, offset = 0, numRuns = 30) =>
    fc.sample(arb, { seed: seed + offset, numRuns });
  const bases = sample(
    fc.record({
      params: validArb(pathSchema, ctx).map(objectOf),
      query: validArb(querySchema, ctx).map(objectOf),
      body: bodySchema ? validArb(bodySchema, ctx) : fc.constant(undefined),
    }),
    0,
    200,
  );
  const base = bases.find(isValid);
  if (!base) return [];
  const items = new Map<string, unknown>();
  const itemOf = (path: Array<string | number>): unknown => {
    // A value for an array item or an object the base left out, from its schema: the first of
    // a few that keeps the whole body valid.
    const key = path.join('/');
    if (items.has(key)) return items.get(key);
    let schema = resolveSchema(ctx.document, bodySchema);
    for (const segment of path)
      schema = resolveSchema(
        ctx.document,
        (typeof segment === 'number'
          ? schema.items
          : (schema.properties as Record<string, Schema> | undefined)?.[segment]) as Schema,
      );
    const candidates = sample(validArb(schema, ctx), 1, 50);
    const item =
      candidates.find((candidate) =>
        isValid({ ...base, body: withValue(base.body, path, candidate, itemOf) }),
      ) ?? candidates[0];
    items.set(key, item);
    return item;
  };
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    'x-ebsn-client': 'carrello-web',
  };
  const toUrl = (params: Schema, query: Schema) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encode(formValue(params[name] ?? 'x')),
    );
    const search = toForm(query);
    return search ? `${path}?${search}` : path;
  };
  const requests: SweepRequest[] = [];
  const add = (
    field: string,
    note: string,
    url: string,
    body?: { json: boolean; value: unknown },
  ) =>
    requests.push({
      caller: 'anonymous',
      method: operation.method,
      url,
      headers: {
        ...headers,
        ...(body
          ? { 'content-type': body.json ? 'application/json' : 'application/x-www-form-urlencoded' }
          : {}),
      },
      ...(body ? { payload: body.json ? toJson(body.value) : toForm(body.value) } : {}),
      note,
      field,
    });
  const baseBody = bodySchema ? { json: true, value: base.body } : undefined;
  for (const part of ['params', 'query'] as const) {
    const schema = part === 'params' ? pathSchema : querySchema;
    for (const name of Object.keys(schema.properties as Schema)) {
      const type = typeOf(
        resolveSchema(ctx.document, (schema.properties as Schema)[name] as Schema),
      );
      const values = [...NUL_TEXTS, ...(type === 'integer' ? OVERFLOW_LITERALS : [])];
      for (const value of values) {
        const params = part === 'params' ? { ...base.params, [name]: value } : base.params;
        const query = part === 'query' ? { ...base.query, [name]: value } : base.query;
        add(name, `${part} ${name}=${JSON.stringify(value)}`, toUrl(params, query), baseBody);
      }
    }
  }
  if (bodySchema) {
    const url = toUrl(base.params, base.query);
    const form = operation.requestBody?.mediaType === 'application/x-www-form-urlencoded';
    for (const leaf of leavesOf(ctx.document, bodySchema)) {
      if (leaf.path.length === 0) continue;
      const field = fieldNameOf(leaf.path);
      const put = (value: unknown) => withValue(base.body, leaf.path, value, itemOf);
      const at = leaf.path.join('.');
      for (const text of [...NUL_TEXTS, ...SURROGATE_TEXTS])
        add(field, `json ${at}=${JSON.stringify(text)}`, url, { json: true, value: put(text) });
      if (leaf.type === 'integer')
        for (const literal of OVERFLOW_JSON)
          add(field, `json ${at}=${literal}`, url, {
            json: true,
            value: put(`${RAW_MARK}${literal}`),
          });
      // Form bodies are flat: their top-level fields get NUL and overflowing literals too.
      if (form && leaf.path.length === 1) {
        for (const text of NUL_TEXTS)
          add(field, `form ${at}=${JSON.stringify(text)}`, url, { json: false, value: put(text) });
        if (leaf.type === 'integer')
          for (const literal of OVERFLOW_LITERALS)
            add(field, `form ${at}=${literal}`, url, { json: false, value: put(literal) });
      }
    }
  }
  return requests;
}
