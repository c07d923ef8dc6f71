// User flags (spec 3 "User flags" and 6).

/** The user flags the rules read. */
export interface UserFlags {
  /** Profile level; at least 1 means a confirmed profile. */
  profileLevel?: number | null;
  /** Whether the user signed in through single sign-on (support or administrator). */
  isSsoUser?: boolean | null;
}

/** Whether a user's profile is confirmed (spec 6: profile level at least 1). */
export function isConfirmedUser(user: UserFlags | null | undefined): boolean {
  return (user?.profileLevel ?? 0) >= 1;
}

/** Whether a user signed in through single sign-on and may open admin routes (spec 6). */
export function isSsoUser(user: UserFlags | null | undefined): boolean {
  return user?.isSsoUser === true;
}
