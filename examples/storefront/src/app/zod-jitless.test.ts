import { describe, expect, it } from 'vitest';

import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('makes zod validate without compiling parsers, set before zod loads', async () => {
    makeZodJitless();
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string().min(1) }).safeParse({ name: '' }).success).toBe(false);
  });
});
