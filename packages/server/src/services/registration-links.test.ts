import { describe, expect, it } from 'vitest';

import { configFromEnv } from '../config';
import { GIULIA } from '../seed/index';
import { SDK_HEADERS, mailbox, testAppBeforeAll } from '../testing/test-app';

// The server as `PUBLIC_URL=https://shop.example.it/` configures it (the slash an operator types).
const { publicUrl, publicUrlSet } = configFromEnv({ PUBLIC_URL: 'https://shop.example.it/' });
const t = testAppBeforeAll({ products: 10, config: { publicUrl, publicUrlSet } });

describe('links of the account e-mails with a PUBLIC_URL ending in a slash', () => {
  it('lead to the page itself, with a single slash after the origin', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(GIULIA.email)}`,
      headers: SDK_HEADERS,
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailbox(t.app, GIULIA.email);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toMatch(/^https:\/\/shop\.example\.it\/reset-password\?/);
  });
});
