import { readFileSync } from 'node:fs';

import { parse } from 'yaml';

/** HTTP methods an OpenAPI path item may hold. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** One parameter of an operation, with `$ref`s to `components.parameters` resolved. */
interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

/** One operation of the contract, as the registry needs it. */
export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. `/ebsn/api/products/{productId}`. */
  path: string;
  /** Fastify route URL, e.g. `/ebsn/api/products/:productId`. */
  url: string;
  tag: string;
  parameters: ContractParameter[];
  /** Media type and schema of the request body, when the operation takes one. */
  requestBody?: { mediaType: string; required: boolean; schema: Record<string, unknown> };
  /** JSON schema of each response status (`'200'`, `'400'`, ...), when JSON. */
  responses: Record<string, Record<string, unknown> | undefined>;
}

/** The parsed contract. */
export interface Contract {
  document: Record<string, unknown> & { components: Record<string, unknown> };
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

type Obj = Record<string, unknown>;

function resolveLocal(document: Obj, value: Obj): Obj {
  const ref = value.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) node = (node as Obj)[part];
  return resolveLocal(document, node as Obj);
}

/** Converts `{param}` path segments to Fastify's `:param`. */
function toFastifyUrl(path: string): string {
  // find-my-way ends a parameter name at `-`, so `{retailer}-b2b-registration` works as is.
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Reads the OpenAPI document and lists its operations. */
export function loadContract(path: string): Contract {
  const document = parse(readFileSync(path, 'utf8')) as Contract['document'];
  const operations: ContractOperation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Obj>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as Obj[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Obj | undefined;
      if (!operation || typeof operation.operationId !== 'string') continue;
      const parameters = [...shared, ...((operation.parameters as Obj[] | undefined) ?? [])].map(
        (parameter) => resolveLocal(document, parameter) as unknown as ContractParameter,
      );
      let requestBody: ContractOperation['requestBody'];
      if (operation.requestBody) {
        const body = resolveLocal(document, operation.requestBody as Obj);
        const content = (body.content ?? {}) as Record<string, Obj>;
        const [mediaType, media] = Object.entries(content)[0] ?? [];
        if (mediaType && media?.schema)
          requestBody = {
            mediaType,
            required: body.required === true,
            schema: media.schema as Obj,
          };
      }
      const responses: ContractOperation['responses'] = {};
      for (const [status, raw] of Object.entries((operation.responses ?? {}) as Obj)) {
        const response = resolveLocal(document, raw as Obj);
        const content = (response.content ?? {}) as Record<string, Obj>;
        responses[status] = content['application/json']?.schema as Obj | undefined;
      }
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        url: toFastifyUrl(path),
        tag: ((operation.tags as string[] | undefined) ?? ['default'])[0] ?? 'default',
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses,
      });
    }
  }
  return { document, operations, byId: new Map(operations.map((op) => [op.operationId, op])) };
}
