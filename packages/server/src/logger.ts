/** Paths pino replaces with `[redacted]`: credentials, tokens, cookies, payment secrets. */
export const REDACTED_PATHS = [
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

/** Structured JSON logs (pino) with secrets redacted. */
export function loggerOptions(level = 'info') {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may carry reset or confirmation tokens: log the path only.
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          ip: request.ip,
          id: request.id,
        };
      },
    },
  };
}
