import * as z from 'zod/mini';
import { resolveMessages, validationMessages, type ValidationMessages } from '../messages';
import { createRequiredTextFormSchema } from './required-text';
import { ensureDefaultLocale } from './refine-helpers';

/** The longest name of a shopping list. */
export const LIST_NAME_MAX_LENGTH = 60;

/**
 * Creates the form that names a shopping list, to create it ("Crea lista") or rename it ("Salva
 * nome"): the name, trimmed and required (`Campo obbligatorio`, docs/requirements/validation.md).
 */
export function createListNameFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  return createRequiredTextFormSchema('name', messages);
}

/** The list name form with the default messages. */
export const listNameFormSchema = /* @__PURE__ */ createListNameFormSchema();

/** A list name form as a form holds it. */
export type ListNameFormInput = z.input<typeof listNameFormSchema>;

/** A validated list name form, the name trimmed. */
export type ListNameForm = z.output<typeof listNameFormSchema>;

/** The choice of the list picker that makes a new list rather than take an existing one. */
export const NEW_LIST_CHOICE = 'new';

/**
 * Creates the form of "Aggiungi a una lista": the list chosen (a list's id, or {@link NEW_LIST_CHOICE})
 * and, for a new list only, its name, trimmed and required.
 */
export function createListChoiceFormSchema(
  messages: Partial<ValidationMessages> = validationMessages,
) {
  const m = resolveMessages(messages);
  ensureDefaultLocale();
  return z.object({ list: z.string(), name: z.string().check(z.trim()) }).check(
    z.superRefine((value, ctx) => {
      if (value.list === NEW_LIST_CHOICE && value.name === '')
        ctx.addIssue({ code: 'custom', message: m.required, path: ['name'] });
    }),
  );
}

/** The list picker's form with the default messages. */
export const listChoiceFormSchema = /* @__PURE__ */ createListChoiceFormSchema();

/** A list picker's form as a form holds it. */
export type ListChoiceFormInput = z.input<typeof listChoiceFormSchema>;

/** A validated list picker's form, the new name trimmed. */
export type ListChoiceForm = z.output<typeof listChoiceFormSchema>;
