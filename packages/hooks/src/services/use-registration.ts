import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  servicesMutations,
  type ConfirmRegistrationVariables,
  type RegisterVariables,
  type RequestPasswordResetVariables,
  type ResetPasswordVariables,
  type UpdateEmailVariables,
  type UpdatePasswordVariables,
} from './services-mutations';

export type {
  ConfirmRegistrationVariables,
  RegisterVariables,
  RequestPasswordResetVariables,
  ResetPasswordVariables,
  UpdateEmailVariables,
  UpdatePasswordVariables,
} from './services-mutations';

type Options<TData, TVariables> = Omit<
  UseMutationOptions<TData, CarrelloError, TVariables>,
  'mutationFn'
>;

/** Options of {@link useRegister}: TanStack mutation options without `mutationFn`. */
export type UseRegisterOptions = Options<
  DataOf<'/ebsn/api/registration/register_user', 'post'>,
  RegisterVariables
>;

/**
 * Registers a new customer; the session is then asked again. Server errors with a `field` can
 * go under their inputs with `serverFormErrors`.
 * @example
 * const register = useRegister({ onSuccess: () => navigate('/registration-sent') });
 * register.mutate({ email, password, firstName, lastName, privacy: true });
 */
export function useRegister(options: UseRegisterOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(servicesMutations.register(client, queryClient), options));
}

/** Options of {@link useConfirmRegistration}: TanStack mutation options without `mutationFn`. */
export type UseConfirmRegistrationOptions = Options<
  DataOf<'/ebsn/api/registration/registration_confirm', 'get'>,
  ConfirmRegistrationVariables
>;

/**
 * Confirms a registration, or a new e-mail address, with the code of the e-mailed link; the
 * session (whose profile level changes, spec 6) is then asked again.
 * @example
 * const confirm = useConfirmRegistration({ onSuccess: () => navigate('/profile/profile-confirmed') });
 * confirm.mutate({ e_mail: searchParams.get('e_mail') ?? '', reg_control_code: code });
 */
export function useConfirmRegistration(options: UseConfirmRegistrationOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(servicesMutations.confirmRegistration(client, queryClient), options),
  );
}

/** Options of {@link useRequestPasswordReset}: TanStack mutation options without `mutationFn`. */
export type UseRequestPasswordResetOptions = Options<
  DataOf<'/ebsn/api/registration/password_reset_token_request', 'get'>,
  RequestPasswordResetVariables
>;

/**
 * Asks for a password reset e-mail. The server answers the same whether the address exists,
 * and spec 8 notes that the platform does not propagate a nonzero status properly: so an
 * envelope refusal (HTTP 200, `status != 0`) resolves as success too, and the page always goes
 * on to `/reset-password-sent` without telling whether the account exists. Only HTTP failures
 * (4xx, 5xx) and network errors reach `error`, since then the request surely went nowhere.
 * @example
 * const requestReset = useRequestPasswordReset({ onSuccess: () => navigate('/reset-password-sent') });
 * requestReset.mutate({ e_mail: email });
 */
export function useRequestPasswordReset(options: UseRequestPasswordResetOptions = {}) {
  const client = useCarrelloClient();
  return useMutation(withCallerOptions(servicesMutations.requestPasswordReset(client), options));
}

/** Options of {@link useResetPassword}: TanStack mutation options without `mutationFn`. */
export type UseResetPasswordOptions = Options<
  DataOf<'/ebsn/api/registration/password_reset', 'post'>,
  ResetPasswordVariables
>;

/**
 * Sets a new password with the token of the reset e-mail (sent as a form body).
 * @example
 * const resetPassword = useResetPassword({ onSuccess: () => navigate('/reset-password-completed') });
 * resetPassword.mutate({ e_mail, token, password });
 */
export function useResetPassword(options: UseResetPasswordOptions = {}) {
  const client = useCarrelloClient();
  return useMutation(withCallerOptions(servicesMutations.resetPassword(client), options));
}

/** Options of {@link useUpdatePassword}: TanStack mutation options without `mutationFn`. */
export type UseUpdatePasswordOptions = Options<
  DataOf<'/ebsn/api/registration/update_password', 'get'>,
  UpdatePasswordVariables
>;

/**
 * Changes the signed-in user's password (`/profile/update-password`).
 * @example
 * const updatePassword = useUpdatePassword();
 * updatePassword.mutate({ old_password: current, new_password: next });
 */
export function useUpdatePassword(options: UseUpdatePasswordOptions = {}) {
  const client = useCarrelloClient();
  return useMutation(withCallerOptions(servicesMutations.updatePassword(client), options));
}

/** Options of {@link useUpdateEmail}: TanStack mutation options without `mutationFn`. */
export type UseUpdateEmailOptions = Options<
  DataOf<'/ebsn/api/user/update-email', 'post'>,
  UpdateEmailVariables
>;

/**
 * Asks to change the user's e-mail address; the new address takes effect once confirmed from
 * the e-mailed link (`useConfirmRegistration` with `new_email`), so no cache changes here.
 * @example
 * const updateEmail = useUpdateEmail({ onSuccess: () => navigate('/profile/email-updated') });
 * updateEmail.mutate({ new_email: 'mario@example.it', password });
 */
export function useUpdateEmail(options: UseUpdateEmailOptions = {}) {
  const client = useCarrelloClient();
  return useMutation(withCallerOptions(servicesMutations.updateEmail(client), options));
}
