import { describe, expect, it } from 'vitest';
import { salesConditionsSchema } from './sales-conditions';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(salesConditionsSchema, input);

describe('salesConditionsSchema', () => {
  it("accepts 'true'", () => {
    expect(issuesOf({ salesConditions: 'true' })).toEqual([]);
  });

  describe('when the conditions are not accepted', () => {
    it.each([
      [{ salesConditions: 'false' }],
      [{ salesConditions: true }],
      [{ salesConditions: 'yes' }],
      [{}],
    ])('answers "Devi accettare le condizioni di vendita" on salesConditions for %j', (input) => {
      expect(issuesOf(input)).toEqual([
        { path: 'salesConditions', message: 'Devi accettare le condizioni di vendita' },
      ]);
    });
  });
});
