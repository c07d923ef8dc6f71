import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createNewsletterSchema, type Newsletter } from '@carrello/core';

/** What the storefront answers to a subscription: an error message from the server, if any. */
export type NewsletterResult = { error?: string | null } | void;

const resolver = zodResolver(createNewsletterSchema()) as unknown as Resolver<
  { email: string },
  unknown,
  Newsletter
>;

/**
 * The footer's newsletter form (spec 2.3 and 5): one e-mail checked by the newsletter schema of
 * `@carrello/core`; a server error comes back from `onSubscribe` and shows under the field.
 */
export function useNewsletterForm(
  onSubscribe: (value: Newsletter) => Promise<NewsletterResult> | NewsletterResult,
) {
  const [done, setDone] = useState(false);
  const form = useForm<{ email: string }, unknown, Newsletter>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (value) => {
    setDone(false);
    const result = await onSubscribe(value);
    if (result && result.error) {
      form.setError('email', { type: 'server', message: result.error });
      return;
    }
    form.reset();
    setDone(true);
  });
  return { form, submit, done };
}
