import { retailerMutationHook, type MutationHookOptions } from '../mutation-options';
import { servicesMutations } from './services-mutations';

/** Options of {@link useRegisterBusiness}: TanStack mutation options without `mutationFn`. */
export type UseRegisterBusinessOptions = MutationHookOptions<
  typeof servicesMutations.registerBusiness
>;

/**
 * Registers a business customer with a retailer (docs/requirements/account.md, where the retailer enables it): the
 * referent's contacts with `person` carrying the company. The new account is signed in and the
 * session is asked again; then register the company with {@link useRegisterBusinessPerson}.
 * @example
 * const register = useRegisterBusiness('carrello', { onSuccess: () => registerPerson.mutate(company) });
 * register.mutate({ email, password, firstName, lastName, privacy: true, person: { personTypeId: 2, company, vatCode } });
 */
export const useRegisterBusiness = retailerMutationHook(servicesMutations.registerBusiness);

/** Options of {@link useRegisterBusinessPerson}: TanStack mutation options without `mutationFn`. */
export type UseRegisterBusinessPersonOptions = MutationHookOptions<
  typeof servicesMutations.registerBusinessPerson
>;

/**
 * Registers the company (fiscal person: company name, VAT number, tax code, SDI code or PEC) of
 * the signed-in business customer; it becomes the profile's billing person. Server errors with a
 * `field` go under their inputs with `serverFormErrors`.
 * @example
 * const registerPerson = useRegisterBusinessPerson('carrello');
 * registerPerson.mutate({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email, vatSdiCode: 'M5UXCR1' });
 */
export const useRegisterBusinessPerson = retailerMutationHook(
  servicesMutations.registerBusinessPerson,
);
