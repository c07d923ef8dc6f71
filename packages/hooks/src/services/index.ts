export { serverFormErrors } from './server-form-errors';
export { servicesMutationKeys, servicesMutations } from './services-mutations';
export type { ServerFormErrors } from './server-form-errors';
export { useSendOrderTicket, useSendTicket, useSubscribeNewsletter } from './use-ticketing';
export type {
  SendOrderTicketVariables,
  SendTicketVariables,
  SubscribeNewsletterVariables,
  UseSendOrderTicketOptions,
  UseSendTicketOptions,
  UseSubscribeNewsletterOptions,
} from './use-ticketing';
export {
  useConfirmRegistration,
  useRegister,
  useRequestPasswordReset,
  useResetPassword,
  useUpdateEmail,
  useUpdatePassword,
} from './use-registration';
export type {
  ConfirmRegistrationVariables,
  RegisterVariables,
  RequestPasswordResetVariables,
  ResetPasswordVariables,
  UpdateEmailVariables,
  UpdatePasswordVariables,
  UseConfirmRegistrationOptions,
  UseRegisterOptions,
  UseRequestPasswordResetOptions,
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
export type { ReserveTimeVariables, UseReserveTimeOptions } from './use-reserve-time';
export {
  b2bKeys,
  b2bQueries,
  useB2bAddresses,
  useB2bLookupUser,
  useUpdateB2bRegistration,
} from './use-b2b-registration';
export type {
  B2bLookupParams,
  UpdateB2bRegistrationVariables,
  UseUpdateB2bRegistrationOptions,
} from './use-b2b-registration';
