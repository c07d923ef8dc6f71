import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  servicesMutations,
  type RegisterBusinessPersonVariables,
  type RegisterBusinessVariables,
} from './services-mutations';

/** Options of {@link useRegisterBusiness}: TanStack mutation options without `mutationFn`. */
export type UseRegisterBusinessOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/{retailer}-b2b-registration/register_user', 'post'>,
    CarrelloError,
    RegisterBusinessVariables
  >,
  'mutationFn'
>;

/**
 * Registers a business customer with a retailer (docs/requirements/account.md, where the retailer enables it): the
 * referent's contacts with `person` carrying the company. The new account is signed in and the
 * session is asked again; then register the company with {@link useRegisterBusinessPerson}.
 * @example
 * const register = useRegisterBusiness('carrello', { onSuccess: () => registerPerson.mutate(company) });
 * register.mutate({ email, password, firstName, lastName, privacy: true, person: { personTypeId: 2, company, vatCode } });
 */
export function useRegisterBusiness(retailer: string, options: UseRegisterBusinessOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(servicesMutations.registerBusiness(client, queryClient, retailer), options),
  );
}

/** Options of {@link useRegisterBusinessPerson}: TanStack mutation options without `mutationFn`. */
export type UseRegisterBusinessPersonOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/{retailer}-b2b-registration/register_person', 'post'>,
    CarrelloError,
    RegisterBusinessPersonVariables
  >,
  'mutationFn'
>;

/**
 * Registers the company (fiscal person: company name, VAT number, tax code, SDI code or PEC) of
 * the signed-in business customer; it becomes the profile's billing person. Server errors with a
 * `field` go under their inputs with `serverFormErrors`.
 * @example
 * const registerPerson = useRegisterBusinessPerson('carrello');
 * registerPerson.mutate({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email, vatSdiCode: 'M5UXCR1' });
 */
export function useRegisterBusinessPerson(
  retailer: string,
  options: UseRegisterBusinessPersonOptions = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(
      servicesMutations.registerBusinessPerson(client, queryClient, retailer),
      options,
    ),
  );
}
