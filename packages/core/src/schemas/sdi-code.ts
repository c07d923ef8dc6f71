import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { normalizeSdiCode, SDI_CODE_PATTERN } from '../sdi-code';

/** Creates the optional SDI code field: trimmed and upper-cased, `Codice SDI non valido` unless 6 or 7 letters or digits (docs/requirements/validation.md). */
export function createSdiCodeSchema(messages: Partial<ValidationMessages> = validationMessages) {
  const m = resolveMessages(messages);
  return z.nullish(
    z.string({ error: m.sdiCode }).check(
      z.overwrite(normalizeSdiCode),
      z.refine((value) => value === '' || SDI_CODE_PATTERN.test(value), m.sdiCode),
    ),
  );
}

/** The SDI code field with the default messages. */
export const sdiCodeSchema = /* @__PURE__ */ createSdiCodeSchema();
