import { redirect } from 'react-router-dom';

import { anonOrderQueries } from '@carrello/hooks';
import { isEbsnError } from '@carrello/sdk';

import { AnonymousOrderList } from '../account/anonymous-order-list';
import { AnonymousOrdersForm } from '../account/anonymous-orders-form';
import { readAccessToken, useAccessToken } from '../account/access-token';
import type { LoaderFactory } from '../app/route-context';
import { Page } from '../shell/page';

/** `/orders-anon`: the orders an e-mailed link opens, or the request of that link. */
export function AnonOrdersPage() {
  const token = useAccessToken();
  if (!token) {
    return (
      <Page
        title="I tuoi ordini"
        meta={{
          description:
            'Segui un ordine fatto senza account: ricevi per e-mail il link per vederlo.',
        }}
      >
        <AnonymousOrdersForm />
      </Page>
    );
  }
  return (
    // The orders of the e-mailed link belong to one shopper.
    <Page title="I tuoi ordini" meta={{ noindex: true }}>
      <AnonymousOrderList token={token} />
    </Page>
  );
}

/** Loaders of this module's page: the orders of an e-mailed link come with the page. */
export const loaders: Record<string, LoaderFactory> = {
  AnonOrdersPage:
    ({ client, queryClient }) =>
    async ({ request }) => {
      const token = readAccessToken(new URL(request.url).searchParams);
      if (token === undefined) return null;
      try {
        await queryClient.ensureQueryData(anonOrderQueries.list(client, token));
      } catch (error) {
        // A link the server refuses (expired, used up, cut short) leads to the invalid-data page,
        // which offers a new one (docs/requirements/account.md); any other failure shows its
        // message on the page.
        if (isEbsnError(error) && error.httpStatus >= 400 && error.httpStatus < 500)
          throw redirect('/orders-anon/invalid-data');
      }
      return null;
    },
};
