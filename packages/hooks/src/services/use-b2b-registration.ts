import { queryOptions, skipToken } from '@tanstack/react-query';

import type { DataOf, EbsnClient, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { carrelloKeys } from '../keys';
import { retailerMutationHook, type MutationHookOptions } from '../mutation-options';
import { queryHook } from '../query-hook';
import { sessionKeys } from '../session/session-keys';
import { servicesMutations } from './services-mutations';

/** What looking a B2B customer up sends: fidelity card and VAT number or fiscal code. */
export type B2bLookupParams = QueryOf<'/ebsn/api/{retailer}-b2b-registration/lookup_user', 'get'>;

/** Query keys of a retailer's B2B registration group (docs/requirements/account.md). */
export const b2bKeys = {
  all: [...carrelloKeys.all, 'b2b'] as const,
  addresses: (retailer: string) => [...b2bKeys.all, retailer, 'addresses'] as const,
  lookup: (retailer: string, params: { [K in keyof B2bLookupParams]?: string | undefined }) =>
    [...b2bKeys.all, retailer, 'lookup', { card: params.card, piva_cf: params.piva_cf }] as const,
};

/** Query option factories of the B2B registration group. */
export const b2bQueries = {
  /** The addresses (stores) a retailer's B2B customers can register with (`data.addresses`). */
  addresses: (client: EbsnClient, retailer: string) =>
    queryOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/list-all', 'get'>,
      EbsnError | NetworkError
    >({
      queryKey: b2bKeys.addresses(retailer),
      queryFn: ({ signal }) => client.b2bRegistration.listAll(retailer, { signal }),
    }),

  /** Whether a B2B customer exists for a card and VAT number or fiscal code; waits for both. */
  lookup: (client: EbsnClient, retailer: string, params: Partial<B2bLookupParams>) => {
    const { card, piva_cf } = params;
    return queryOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/lookup_user', 'get'>,
      EbsnError | NetworkError
    >({
      queryKey: b2bKeys.lookup(retailer, { card, piva_cf }),
      queryFn:
        card && piva_cf
          ? ({ signal }) =>
              client.b2bRegistration.lookupUser(retailer, { card, piva_cf }, { signal })
          : skipToken,
    });
  },
};

/**
 * The addresses (stores) a retailer's B2B customers can register with.
 * @example const { data } = useB2bAddresses('acme');
 */
export const useB2bAddresses = queryHook(b2bQueries.addresses);

/**
 * Looks a B2B customer up by fidelity card and VAT number or fiscal code (`data.found`,
 * `data.user`); asks nothing until both are given.
 * @example const { data } = useB2bLookupUser('acme', { card, piva_cf: vatOrTaxCode });
 */
export const useB2bLookupUser = queryHook(b2bQueries.lookup);

/** Options of {@link useUpdateB2bRegistration}: TanStack mutation options without `mutationFn`. */
export type UseUpdateB2bRegistrationOptions = MutationHookOptions<
  typeof servicesMutations.updateB2bRegistration
>;

/**
 * Updates the signed-in customer's B2B registration data (docs/requirements/account.md: a success message follows
 * a status 0 answer: show it from `onSuccess`). The company is the profile's billing person, so
 * the session and the user detail are asked again.
 * @example
 * const update = useUpdateB2bRegistration('acme', { onSuccess: () => toast('Dati aggiornati') });
 * update.mutate({ phone: '3471234567', addressIds: [8813] });
 */
export const useUpdateB2bRegistration = retailerMutationHook((client, queryClient, retailer) => ({
  ...servicesMutations.updateB2bRegistration(client, retailer),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
}));

/** Options of {@link useRegisterWithCard}: TanStack mutation options without `mutationFn`. */
export type UseRegisterWithCardOptions = MutationHookOptions<
  typeof servicesMutations.registerWithCard
>;

/**
 * Registers the holder of a retailer's loyalty card (check it first with `useB2bLookupUser`);
 * the new account is signed in and the session is asked again.
 * @example
 * const register = useRegisterWithCard('carrello', { onSuccess: () => navigate('/') });
 * register.mutate({ fidelityCard, person: { fiscalCode }, email, password, privacy: true });
 */
export const useRegisterWithCard = retailerMutationHook(servicesMutations.registerWithCard);
