import { describe, expect, it } from 'vitest';

import * as root from '../index';
import * as schemas from './index';

describe('@carrello/core/schemas', () => {
  it('exports the very schemas and factories of the package root', () => {
    const names = Object.keys(schemas);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      expect(root[name as keyof typeof root], name).toBe(schemas[name as keyof typeof schemas]);
    }
  });

  it('exports every schema of the package root', () => {
    const rootSchemas = Object.keys(root).filter((name) => /Schema$/.test(name));
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(rootSchemas));
  });

  it('validates with the Italian messages', () => {
    const result = schemas.newsletterSchema.safeParse({ email: 'mario.rossi@' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Indirizzo e-mail non valido',
    ]);
  });
});
