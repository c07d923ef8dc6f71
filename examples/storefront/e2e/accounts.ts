/** The demo accounts of the reference server (packages/server/README.md). */
export const ACCOUNTS = {
  /** Confirmed customer (profile level 1) with a phone, addresses and a fiscal person. */
  mario: { login: 'mario.rossi@example.it', password: 'Spesa2026!' },
  /** Profile level 0, no phone: may not pay. */
  giulia: { login: 'giulia.bianchi@example.it', password: 'Spesa2026!' },
} as const;
