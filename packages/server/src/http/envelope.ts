import type { components } from '@carrello/sdk';

type Schemas = components['schemas'];

/** One message of the envelope; the text sits under the key of its list (contract `Message`). */
export type Message = Schemas['Message'];

/** The session user at the root of every envelope (contract `User`). */
export type EnvelopeUser = Schemas['User'];

/**
 * The EBSN envelope `{ response, user?, data }` (contract `Envelope`) as this server writes it:
 * the message texts are always there.
 */
export type Envelope<TData = unknown> = Omit<Schemas['Envelope'], 'response'> & {
  response: Required<Schemas['ResponseStatus']>;
  data: TData | null;
};

/** The user of an anonymous session (`userId` 0). */
export const ANONYMOUS_USER: EnvelopeUser = {
  userId: 0,
  login: '',
  profileConfirmed: false,
  profileLevel: 0,
  masterAccount: false,
  betaTester: false,
  ssoUser: false,
};

function texts(messages: Message[], key: 'error' | 'info' | 'warning'): string[] {
  return messages.map((m) => m[key]).filter((t): t is string => typeof t === 'string');
}

/** Builds an envelope; `status` 0 unless there are errors. */
export function envelope<TData>(
  data: TData | null,
  options: {
    errors?: Message[];
    infos?: Message[];
    warnings?: Message[];
    user?: EnvelopeUser;
    status?: number;
  } = {},
): Envelope<TData> {
  const errors = options.errors ?? [];
  const infos = options.infos ?? [];
  const warnings = options.warnings ?? [];
  return {
    response: {
      status: options.status ?? (errors.length > 0 ? 1 : 0),
      errors,
      infos,
      warnings,
      errorsMessage: texts(errors, 'error'),
      infosMessage: texts(infos, 'info'),
      warningsMessage: texts(warnings, 'warning'),
    },
    ...(options.user ? { user: options.user } : {}),
    data,
  };
}

/** An error envelope (`status` 1, `data` null) with one Italian message. */
export function failure(error: string, code?: string, user?: EnvelopeUser): Envelope<never> {
  return envelope<never>(null, {
    errors: [{ error, ...(code ? { code } : {}) }],
    ...(user ? { user } : {}),
  });
}
