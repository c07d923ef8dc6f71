export { serverFormErrors } from './server-form-errors';
export { servicesMutationKeys, servicesMutations } from './services-mutations';
export type {
  ConfirmRegistrationVariables,
  RegisterBusinessPersonVariables,
  RegisterBusinessVariables,
  RegisterVariables,
  RegisterWithCardVariables,
  ResendConfirmationVariables,
  RequestPasswordResetVariables,
  ReserveTimeVariables,
  ResetPasswordVariables,
  SendOrderTicketVariables,
  SendTicketVariables,
  SubscribeNewsletterVariables,
  UpdateB2bRegistrationVariables,
  UpdateEmailVariables,
  UpdatePasswordVariables,
} from './services-mutations';
export type { ServerFormErrors } from './server-form-errors';
export { useRegisterBusiness, useRegisterBusinessPerson } from './use-register-business';
export type {
  UseRegisterBusinessOptions,
  UseRegisterBusinessPersonOptions,
} from './use-register-business';
export { useSendOrderTicket, useSendTicket, useSubscribeNewsletter } from './use-ticketing';
export type {
  UseSendOrderTicketOptions,
  UseSendTicketOptions,
  UseSubscribeNewsletterOptions,
} from './use-ticketing';
export {
  useConfirmRegistration,
  useRegister,
  useRequestPasswordReset,
  useResendConfirmation,
  useResetPassword,
  useUpdateEmail,
  useUpdatePassword,
} from './use-registration';
export type {
  UseConfirmRegistrationOptions,
  UseRegisterOptions,
  UseRequestPasswordResetOptions,
  UseResendConfirmationOptions,
  UseResetPasswordOptions,
  UseUpdateEmailOptions,
  UseUpdatePasswordOptions,
} from './use-registration';
export {
  RESERVATION_SUCCESS_MESSAGE,
  RESERVATION_UNEXPECTED_MESSAGE,
  reserveParking,
} from './reserve-parking';
export type { ReservationOutcome, ReserveParkingVariables } from './reserve-parking';
export { useReserveParking } from './use-reserve-parking';
export type { UseReserveParkingOptions } from './use-reserve-parking';
export { useReserveTime } from './use-reserve-time';
export type { UseReserveTimeOptions } from './use-reserve-time';
export {
  b2bKeys,
  b2bQueries,
  useB2bAddresses,
  useB2bLookupUser,
  useRegisterWithCard,
  useUpdateB2bRegistration,
} from './use-b2b-registration';
export type {
  B2bLookupParams,
  UseRegisterWithCardOptions,
  UseUpdateB2bRegistrationOptions,
} from './use-b2b-registration';
