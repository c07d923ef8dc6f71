import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Newsletter } from '@carrello/core';

/**
 * What the storefront answers to a subscription: an error message from the server, if any, and
 * `completed: false` when the e-mail only goes on to a page that completes the subscription (a
 * consent still to give): the form then says nothing of a subscription.
 */
export type NewsletterResult = { error?: string | null; completed?: boolean } | void;

type NewsletterResolver = Resolver<{ email: string }, unknown, Newsletter>;
let loading: Promise<NewsletterResolver> | undefined;

/**
 * The newsletter schema's resolver, loaded with the first check: the footer is on every page,
 * zod and the resolver come only when someone subscribes.
 */
const resolver: NewsletterResolver = async (values, context, options) => {
  loading ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('@carrello/core/schemas'),
  ]).then(
    ([{ zodResolver }, { createNewsletterSchema }]) =>
      zodResolver(createNewsletterSchema()) as unknown as NewsletterResolver,
  );
  return (await loading)(values, context, options);
};

/**
 * The footer's newsletter form (docs/requirements/app-shell.md and validation.md): one e-mail checked by the newsletter schema of
 * `@carrello/core`; a server error comes back from `onSubscribe` and shows under the field. It
 * says the shopper is subscribed only when `onSubscribe` did subscribe: an answer with
 * `completed: false` (the e-mail taken on to another page) empties the field and claims nothing.
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
    setDone(!(result && result.completed === false));
  });
  return { form, submit, done };
}
