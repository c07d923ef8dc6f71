import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import type { Contract, ContractOperation } from './load-contract';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** `$id` under which the contract's components are registered in Ajv. */
export const CONTRACT_SCHEMA_ID = 'https://carrello.dev/openapi/ebsn.yaml';

type Obj = Record<string, unknown>;

function createAjv(coerce: boolean, contract: Contract, allErrors = false): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: false,
    validateSchema: false,
    logger: false,
  });
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

/** Which part of the request a validation error is about. */
export type RequestPart = 'query' | 'params' | 'headers' | 'body';

/** The compiled validators of one operation's request. */
export interface RequestValidators {
  query?: ValidateFunction;
  params?: ValidateFunction;
  headers?: ValidateFunction;
  /** Body validator for JSON bodies (no type coercion). */
  body?: ValidateFunction;
  /** Body validator for form bodies (strings coerced to the schema's types). */
  formBody?: ValidateFunction;
  /** Whether the body must be present. */
  bodyRequired: boolean;
  bodyMediaType?: string;
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

  /** Compiles the request validators of an operation. */
  requestValidators(operation: ContractOperation): RequestValidators {
    const validators: RequestValidators = {
      bodyRequired: operation.requestBody?.required ?? false,
      ...(operation.requestBody ? { bodyMediaType: operation.requestBody.mediaType } : {}),
    };
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
      const schema = { type: 'object', properties, required };
      const key = part === 'path' ? 'params' : part === 'header' ? 'headers' : 'query';
      validators[key] = this.coercing.compile(schema);
    }
    if (operation.requestBody) {
      // Either encoding is accepted: JSON bodies are typed already, while form bodies arrive
      // as strings and are coerced to the schema's types.
      const schema = rebase(operation.requestBody.schema);
      validators.body = this.strict.compile(schema);
      validators.formBody = this.coercing.compile(schema);
    }
    return validators;
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
export interface FieldMessage {
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
    else text = `Valore non valido per «${field}»`;
    const message: FieldMessage = { error: text, code: 'VALIDATION' };
    if (field)
      message.field =
        error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : field;
    if (!messages.some((m) => m.error === message.error)) messages.push(message);
  }
  return messages.length > 0 ? messages : [{ error: 'Richiesta non valida', code: 'VALIDATION' }];
}
