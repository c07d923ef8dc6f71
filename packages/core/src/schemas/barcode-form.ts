import * as z from 'zod/mini';
import { barcodeProblem, normalizeBarcode, type BarcodeProblem } from '../barcode';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { ensureDefaultLocale } from './refine-helpers';

/**
 * Creates the form of a barcode typed by hand in the scan dialog (docs/requirements/app-shell.md):
 * one code, with the message of what {@link barcodeProblem} finds wrong with it (empty, under 4
 * characters, characters no format carries, a wrong GS1 check digit). The output code has no
 * spaces, as it is searched.
 */
export function createBarcodeFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  const message: Record<BarcodeProblem, string> = {
    required: m.barcodeRequired,
    tooShort: m.barcodeTooShort,
    characters: m.barcodeCharacters,
    checkDigit: m.barcodeCheckDigit,
  };
  return z.object({
    code: z.string({ error: m.barcodeRequired }).check(
      z.superRefine((code, ctx) => {
        const problem = barcodeProblem(code);
        if (problem) ctx.addIssue({ code: 'custom', message: message[problem], input: code });
      }),
      z.overwrite(normalizeBarcode),
    ),
  });
}

/** The typed barcode form with the default messages. */
export const barcodeFormSchema = /* @__PURE__ */ createBarcodeFormSchema();

/** A typed barcode form as a form holds it. */
export type BarcodeFormInput = z.input<typeof barcodeFormSchema>;

/** A validated typed barcode form, the code without spaces. */
export type BarcodeForm = z.output<typeof barcodeFormSchema>;
