/** What a signed-in session is told when it must act before going on (openapi.yaml "Sessions"). */
export const SESSION_MESSAGES = {
  /** Every operation but changing it answers this to a user whose password was set for them. */
  passwordChangeRequired: 'Change the password that was set for you before you continue',
  /** The forced change's page. */
  choosePasswordTitle: 'Choose your password',
  choosePasswordIntro:
    'Your password was set for you when your account was made. Choose your own to continue.',
  passwordChanged: 'Password changed successfully',
  /** A blocked, deleted or signed-out-everywhere session's token, on any server. */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;
