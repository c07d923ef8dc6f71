// Test support (not exported from the package): what a schema answers, as a form shows it.

/** A zod schema, as far as the tests read it. */
interface ParsingSchema {
  safeParse(input: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * The issues `schema` answers for `input`, each as the dotted path of its field and its message;
 * none when the input parses.
 * @example expect(schemaIssues(phoneFormSchema, { phone: '' })).toEqual([{ path: 'phone', message: 'Campo obbligatorio' }]);
 */
export function schemaIssues(schema: ParsingSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
