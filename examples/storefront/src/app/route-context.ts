import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

import { isSignedInUser } from '@carrello/core';
import { sessionQueries } from '@carrello/hooks';
import type { EbsnClient } from '@carrello/sdk';

/** What route loaders need: the same clients the hooks use. */
export interface RouteContext {
  client: EbsnClient;
  queryClient: QueryClient;
}

/**
 * A loader factory a route module exports: it receives the clients at each load (the server's
 * one router serves every request, each with its own clients), so it keeps nothing between loads.
 */
export type LoaderFactory = (context: RouteContext) => (args: LoaderFunctionArgs) => unknown;

/** Path of the sign-in page carrying where to return (docs/requirements/account.md). */
export function loginPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** Whether the session belongs to a signed-in user. */
export async function isSignedIn({ client, queryClient }: RouteContext): Promise<boolean> {
  try {
    const session = await queryClient.ensureQueryData(sessionQueries.current(client));
    return isSignedInUser(session.user);
  } catch {
    return false;
  }
}

/**
 * docs/requirements/account.md: a protected route needs a signed-in user; otherwise the shopper goes to sign-in,
 * carrying the target's path and query so they come back to it.
 */
export async function requireUser(context: RouteContext, request: Request): Promise<void> {
  if (await isSignedIn(context)) return;
  const url = new URL(request.url);
  throw redirect(loginPath(url.pathname + url.search));
}
