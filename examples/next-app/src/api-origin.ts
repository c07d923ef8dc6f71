/**
 * The origin of the EBSN backend the server talks to (`EBSN_API_URL`), read at request time so
 * that one build serves any backend.
 * @default 'http://localhost:8080' (the reference server of `pnpm start`)
 */
export function apiOrigin(): string {
  return process.env.EBSN_API_URL ?? 'http://localhost:8080';
}
