export { sessionKeys } from './session-keys';
export { sessionQueries } from './session-queries';
export { sessionMutationKeys, sessionMutations } from './session-mutations';
export type {
  LoginData,
  LoginVariables,
  SsoLoginVariables,
  SsoSelectUserVariables,
  UpdateUserDetailVariables,
} from './session-mutations';
export type { SessionData } from './session-queries';
export { useLogin } from './use-login';
export type { UseLoginOptions } from './use-login';
export { useLogout } from './use-logout';
export type { UseLogoutOptions } from './use-logout';
export { useSession, useSignedInUser } from './use-session';
export type { Session } from './use-session';
export { useSsoLogin } from './use-sso-login';
export type { UseSsoLoginOptions } from './use-sso-login';
export { useSsoLogout } from './use-sso-logout';
export type { UseSsoLogoutOptions } from './use-sso-logout';
export { useSsoRefresh } from './use-sso-refresh';
export type { UseSsoRefreshOptions } from './use-sso-refresh';
export { useSsoSelectUser } from './use-sso-select-user';
export type { UseSsoSelectUserOptions } from './use-sso-select-user';
export { useUpdateUserDetail } from './use-update-user-detail';
export type { UseUpdateUserDetailOptions } from './use-update-user-detail';
export { useUserDetail } from './use-user-detail';
export type { UseUserDetailOptions } from './use-user-detail';
