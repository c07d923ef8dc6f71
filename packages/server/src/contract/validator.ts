import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import { validationMessages } from '@carrello/core';

import type { Contract, ContractOperation } from './load-contract';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** `$id` under which the contract's components are registered in Ajv. */
const CONTRACT_SCHEMA_ID = 'https://carrello.dev/openapi/ebsn.yaml';

type Obj = Record<string, unknown>;

function createAjv(coerce: boolean, contract: Contract, allErrors = false): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    // `Infinity` and `NaN` are no numbers of JSON or of the database (`strict: false` allows them).
    strictNumbers: true,
    allErrors,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: false,
    validateSchema: false,
    logger: false,
  });
  // `int32` and `int64` bound integers to their columns: `1e30` or 2^31 never reach the database.
  addFormats(ajv);
  // OpenAPI-only formats carry no constraint.
  ajv.addFormat('password', true);
  // Component `$ref`s (`#/components/schemas/X`) resolve inside this registered document.
  ajv.addSchema({ $id: CONTRACT_SCHEMA_ID, components: contract.document.components });
  return ajv;
}

function rebase(schema: Obj): Obj {
  // Schemas taken out of the document point at `#/components/...`; make them absolute.
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_SCHEMA_ID}#/`),
  ) as Obj;
}

/** A validator of one part of a request: `errors` holds Ajv's errors after a refusal. */
export interface RequestValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * NUL, or half of a UTF-16 surrogate pair: PostgreSQL refuses NUL in `text`, a lone surrogate
 * has no UTF-8 form, and no keyboard types either.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT, 'g');

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The first value of a request the database could not hold, as an Ajv-style error: a text with
 * NUL or a lone surrogate (values and keys alike), or a number that is not finite (`Infinity`
 * coerced from a query string). Walks breadth-first without recursion: bodies may nest deep.
 */
export function unsafeValueError(data: unknown): ErrorObject | undefined {
  const queue: Array<[unknown, string]> = [[data, '']];
  for (let index = 0; index < queue.length; index += 1) {
    const [value, path] = queue[index]!;
    if (typeof value === 'string') {
      if (UNSAFE_TEXT.test(value))
        return { keyword: 'unsafeText', instancePath: path, schemaPath: '', params: {} };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value))
        return { keyword: 'finite', instancePath: path, schemaPath: '', params: {} };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => queue.push([item, `${path}/${i}`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (UNSAFE_TEXT.test(key)) {
          // Named with U+FFFD in place of what cannot be shown.
          const shown = pointerSegment(key.replace(UNSAFE_TEXT_ALL, '\ufffd'));
          return {
            keyword: 'unsafeText',
            instancePath: `${path}/${shown}`,
            schemaPath: '',
            params: {},
          };
        }
        queue.push([item, `${path}/${pointerSegment(key)}`]);
      }
    }
  }
  return undefined;
}

/** Ajv's validator, then the values no schema can refuse (`unsafeValueError`). */
function guarded(validate: ValidateFunction): RequestValidate {
  const check: RequestValidate = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const unsafe = unsafeValueError(data);
    check.errors = unsafe ? [unsafe] : null;
    return !unsafe;
  };
  return check;
}

/** Media types a contract body may come in: JSON, or an HTML form's fields. */
export const JSON_MEDIA_TYPE = 'application/json';
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * An operation's route `schema` for Fastify, from the contract: its path parameters, query and
 * headers as objects, and its body in either media type (same schema, see
 * {@link ContractValidator.compile}).
 */
interface OperationSchema {
  params?: Obj;
  querystring?: Obj;
  headers?: Obj;
  body?: { content: Record<string, { schema: Obj }> };
}

/** The compiled validators of one operation's request. */
interface RequestValidators {
  query?: RequestValidate;
  params?: RequestValidate;
  headers?: RequestValidate;
  /** Body validator for JSON bodies (no type coercion). */
  body?: RequestValidate;
  /** Body validator for form bodies (strings coerced to the schema's types). */
  formBody?: RequestValidate;
}

/** Builds validators for requests (coercing query/form strings) and responses (strict). */
export class ContractValidator {
  private readonly coercing: Ajv2020;
  private readonly strict: Ajv2020;
  private readonly responses: Ajv2020;
  private readonly responseCache = new Map<string, ValidateFunction | null>();

  constructor(private readonly contract: Contract) {
    this.coercing = createAjv(true, contract);
    this.strict = createAjv(false, contract);
    // Response checks (tests) list every mismatch at once.
    this.responses = createAjv(false, contract, true);
  }

  /** The route schema of an operation: what Fastify validates before its handler runs. */
  routeSchema(operation: ContractOperation): OperationSchema {
    const schema: OperationSchema = {};
    for (const part of ['query', 'path', 'header'] as const) {
      const parameters = operation.parameters.filter((p) => p.in === part);
      if (parameters.length === 0) continue;
      const properties: Obj = {};
      const required: string[] = [];
      for (const parameter of parameters) {
        const name = part === 'header' ? parameter.name.toLowerCase() : parameter.name;
        properties[name] = rebase(parameter.schema ?? {});
        if (parameter.required) required.push(name);
      }
      const key = part === 'path' ? 'params' : part === 'header' ? 'headers' : 'querystring';
      schema[key] = { type: 'object', properties, required };
    }
    if (operation.requestBody) {
      const body = rebase(operation.requestBody.schema);
      schema.body = {
        content: { [JSON_MEDIA_TYPE]: { schema: body }, [FORM_MEDIA_TYPE]: { schema: body } },
      };
    }
    return schema;
  }

  /**
   * Compiles the schema of one request part (Fastify's validator compiler). Query, path, header
   * and form values arrive as strings and are coerced to the schema's types; a JSON body is typed
   * already and is not. Either way, the values the database cannot hold are refused after the
   * schema ({@link unsafeValueError}).
   */
  compile(schema: Obj, part: { httpPart?: string; contentType?: string }): RequestValidate {
    const coerce = part.httpPart !== 'body' || part.contentType === FORM_MEDIA_TYPE;
    return guarded((coerce ? this.coercing : this.strict).compile(schema));
  }

  /** The validators of an operation's request, part by part (as its route uses them). */
  requestValidators(operation: ContractOperation): RequestValidators {
    const schema = this.routeSchema(operation);
    const body = schema.body?.content[JSON_MEDIA_TYPE]?.schema;
    return {
      ...(schema.params ? { params: this.compile(schema.params, { httpPart: 'params' }) } : {}),
      ...(schema.querystring
        ? { query: this.compile(schema.querystring, { httpPart: 'querystring' }) }
        : {}),
      ...(schema.headers ? { headers: this.compile(schema.headers, { httpPart: 'headers' }) } : {}),
      ...(body
        ? {
            body: this.compile(body, { httpPart: 'body', contentType: JSON_MEDIA_TYPE }),
            formBody: this.compile(body, { httpPart: 'body', contentType: FORM_MEDIA_TYPE }),
          }
        : {}),
    };
  }

  /** Validator of an operation's JSON answer for an HTTP status (falls back to `default`). */
  responseValidator(operationId: string, status: number): ValidateFunction | undefined {
    const key = `${operationId} ${status}`;
    if (!this.responseCache.has(key)) {
      const operation = this.contract.byId.get(operationId);
      const schema =
        operation?.responses[String(status)] ??
        operation?.responses[`${String(status)[0]}XX`] ??
        operation?.responses.default;
      this.responseCache.set(key, schema ? this.responses.compile(rebase(schema)) : null);
    }
    return this.responseCache.get(key) ?? undefined;
  }
}

/** One Italian validation message, with the field it is about. */
interface FieldMessage {
  error: string;
  code: 'VALIDATION';
  field?: string;
}

function fieldOf(error: ErrorObject, fallback?: string): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  const segments = error.instancePath.split('/').filter(Boolean);
  // The last named segment; array indexes name their parent (`items/3` -> `items`).
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i]!;
    if (!/^\d+$/.test(segment)) return segment.replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return fallback;
}

/** Turns Ajv errors into the Italian messages of `response.errors`. */
export function toItalianMessages(errors: ErrorObject[] | null | undefined): FieldMessage[] {
  const messages: FieldMessage[] = [];
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    let text: string;
    if (error.keyword === 'required') text = `Il campo «${field}» è obbligatorio`;
    else if (error.keyword === 'additionalProperties')
      text = `Il campo «${String(error.params.additionalProperty)}» non è previsto`;
    else if (!field) text = 'Corpo della richiesta non valido';
    else if (error.keyword === 'maxLength')
      text = `Il campo «${field}» è troppo lungo (massimo ${String(error.params.limit)} caratteri)`;
    else if (error.keyword === 'minLength' && error.params.limit === 1)
      text = `Il campo «${field}» è obbligatorio`;
    else if (error.keyword === 'minLength')
      text = /password/i.test(field)
        ? `La password deve avere almeno ${String(error.params.limit)} caratteri`
        : `Il campo «${field}» deve avere almeno ${String(error.params.limit)} caratteri`;
    // The phone form's own words (core messages), as the storefront shows them.
    else if (error.keyword === 'pattern' && field === 'phone')
      text = validationMessages.mobilePhone;
    else if (error.keyword === 'pattern' && field === 'prefix')
      text = 'Prefisso telefonico non valido';
    else if (error.keyword === 'unsafeText')
      text = `Il campo «${field}» contiene caratteri non ammessi`;
    else if (
      error.keyword === 'finite' ||
      (error.keyword === 'format' && /^int(?:32|64)$/.test(String(error.params.format)))
    )
      text = `Il numero di «${field}» è fuori dall’intervallo ammesso`;
    else text = `Valore non valido per «${field}»`;
    const message: FieldMessage = { error: text, code: 'VALIDATION' };
    if (field)
      message.field =
        error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : field;
    if (!messages.some((m) => m.error === message.error)) messages.push(message);
  }
  return messages.length > 0 ? messages : [{ error: 'Richiesta non valida', code: 'VALIDATION' }];
}
