import { carrelloKeys } from '../keys';

/**
 * Query keys of the session: who is signed in (`auth.test`) and the signed-in user's detail.
 * Sign-in and sign-out write or reset them.
 */
export const sessionKeys = {
  all: [...carrelloKeys.all, 'session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  userDetail: () => [...sessionKeys.all, 'user-detail'] as const,
};
