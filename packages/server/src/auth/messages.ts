/**
 * The server's own words for sign-in and session answers, as the contract's cases quote them. The
 * form rules' messages come from @plotline/domain; these are the ones only a server says.
 */

export const SIGN_IN_MESSAGES = {
  /** The same for an unknown account and a wrong password, so neither tells which accounts exist. */
  invalidCredentials: 'Invalid username or password',
  /** The app recognises a blocked account by the word 'blocked'. */
  accountBlocked: 'Your account has been blocked',
  invalidRefreshToken: 'Invalid refresh token',
  currentPasswordIncorrect: 'Current password is incorrect',
  /**
   * Followed by how long to wait. Free of 'network' and 'blocked', which the sign-in form reads as
   * other failures.
   */
  tooManyFromAddress: 'Too many attempts from this address.',
} as const;
