/** Paths pino replaces with `[redacted]`: credentials, tokens, cookies, payment secrets. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-ebsn-account"]',
  'res.headers["set-cookie"]',
  'res.headers["x-ebsn-account"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.password_hash',
  '*.token',
  '*.access_token',
  '*.client_secret',
  '*.clientSecret',
  '*.payment_data',
  '*.paymentData',
  '*.card_number',
  '*.cvv',
];

/**
 * The path of a request as logs keep it: without its query (reset or confirmation tokens), and a
 * card payment page without what follows its order, the payment's client secret among them.
 */
function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const card = /^(\/stripe-pay-payment\/[^/]*)\//.exec(path);
  return card ? `${card[1]}/[redacted]` : path;
}

/** Structured JSON logs (pino) with secrets redacted. */
export function loggerOptions(level = 'info') {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          url: loggedPath(request.url),
          ip: request.ip,
          id: request.id,
        };
      },
    },
  };
}
