import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { servicesMutations } from './services-mutations';

/** Options of {@link useRegister}: TanStack mutation options without `mutationFn`. */
export type UseRegisterOptions = MutationHookOptions<typeof servicesMutations.register>;

/**
 * Registers a new customer; the session is then asked again. Server errors with a `field` can
 * go under their inputs with `serverFormErrors`.
 * @example
 * const register = useRegister({ onSuccess: () => navigate('/registration-sent') });
 * register.mutate({ email, password, firstName, lastName, privacy: true });
 */
export const useRegister = mutationHook(servicesMutations.register);

/** Options of {@link useConfirmRegistration}: TanStack mutation options without `mutationFn`. */
export type UseConfirmRegistrationOptions = MutationHookOptions<
  typeof servicesMutations.confirmRegistration
>;

/**
 * Confirms a registration, or a new e-mail address, with the code of the e-mailed link; the
 * session (whose profile level changes, docs/requirements/account.md) is then asked again.
 * @example
 * const confirm = useConfirmRegistration({ onSuccess: () => navigate('/profile/profile-confirmed') });
 * confirm.mutate({ e_mail: searchParams.get('e_mail') ?? '', reg_control_code: code });
 */
export const useConfirmRegistration = mutationHook(servicesMutations.confirmRegistration);

/** Options of {@link useResendConfirmation}: TanStack mutation options without `mutationFn`. */
export type UseResendConfirmationOptions = MutationHookOptions<
  typeof servicesMutations.resendConfirmation
>;

/**
 * Asks for the registration confirmation e-mail again ("Invia di nuovo"); the server answers
 * the same whether the address still needs confirming.
 * @example
 * const resend = useResendConfirmation();
 * resend.mutate({ e_mail: email });
 */
export const useResendConfirmation = mutationHook(servicesMutations.resendConfirmation);

/** Options of {@link useRequestPasswordReset}: TanStack mutation options without `mutationFn`. */
export type UseRequestPasswordResetOptions = MutationHookOptions<
  typeof servicesMutations.requestPasswordReset
>;

/**
 * Asks for a password reset e-mail. The server answers the same whether the address exists,
 * and docs/requirements/errors.md notes that the platform does not propagate a nonzero status properly: so an
 * envelope refusal (HTTP 200, `status != 0`) resolves as success too, and the page always goes
 * on to `/reset-password-sent` without telling whether the account exists. Only HTTP failures
 * (4xx, 5xx) and network errors reach `error`, since then the request surely went nowhere.
 * @example
 * const requestReset = useRequestPasswordReset({ onSuccess: () => navigate('/reset-password-sent') });
 * requestReset.mutate({ e_mail: email });
 */
export const useRequestPasswordReset = mutationHook(servicesMutations.requestPasswordReset);

/** Options of {@link useResetPassword}: TanStack mutation options without `mutationFn`. */
export type UseResetPasswordOptions = MutationHookOptions<typeof servicesMutations.resetPassword>;

/**
 * Sets a new password with the token of the reset e-mail (sent as a form body).
 * @example
 * const resetPassword = useResetPassword({ onSuccess: () => navigate('/reset-password-completed') });
 * resetPassword.mutate({ e_mail, token, password });
 */
export const useResetPassword = mutationHook(servicesMutations.resetPassword);

/** Options of {@link useUpdatePassword}: TanStack mutation options without `mutationFn`. */
export type UseUpdatePasswordOptions = MutationHookOptions<typeof servicesMutations.updatePassword>;

/**
 * Changes the signed-in user's password (`/profile/update-password`).
 * @example
 * const updatePassword = useUpdatePassword();
 * updatePassword.mutate({ old_password: current, new_password: next });
 */
export const useUpdatePassword = mutationHook(servicesMutations.updatePassword);

/** Options of {@link useUpdateEmail}: TanStack mutation options without `mutationFn`. */
export type UseUpdateEmailOptions = MutationHookOptions<typeof servicesMutations.updateEmail>;

/**
 * Asks to change the user's e-mail address; the new address takes effect once confirmed from
 * the e-mailed link (`useConfirmRegistration` with `new_email`), so no cache changes here.
 * @example
 * const updateEmail = useUpdateEmail({ onSuccess: () => navigate('/profile/email-updated') });
 * updateEmail.mutate({ new_email: 'mario@example.it', password });
 */
export const useUpdateEmail = mutationHook(servicesMutations.updateEmail);
