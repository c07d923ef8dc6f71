// User flags (docs/requirements/entities.md "User flags" and 6).

/** The user flags the rules read. */
export interface UserFlags {
  /** Profile level; at least 1 means a confirmed profile. */
  profileLevel?: number | null;
  /** Whether the user signed in through single sign-on (support or administrator). */
  isSsoUser?: boolean | null;
}

/** What {@link isSignedInUser} reads of the session test's user. */
export interface SessionUserInput {
  /** The user's id; the session test answers with a value of 0 or less (`-1`) for a visitor. */
  userId?: number | null;
}

/**
 * Whether the session test's user (`auth.test`'s `user`) is a signed-in user: a visitor has
 * no user, or a `userId` of 0 or less.
 * @example
 * const signedIn = isSignedInUser(session.user);
 */
export function isSignedInUser(user: SessionUserInput | null | undefined): boolean {
  return (user?.userId ?? 0) > 0;
}

/** Whether a user's profile is confirmed (docs/requirements/account.md: profile level at least 1). */
export function isConfirmedUser(user: UserFlags | null | undefined): boolean {
  return (user?.profileLevel ?? 0) >= 1;
}

/** Whether a user signed in through single sign-on and may open admin routes (docs/requirements/account.md). */
export function isSsoUser(user: UserFlags | null | undefined): boolean {
  return user?.isSsoUser === true;
}
