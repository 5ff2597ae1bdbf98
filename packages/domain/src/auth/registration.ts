/**
 * How newcomers get an account (the server's REGISTRATION setting, openapi.yaml
 * `getRegistration`): self-service by default, as docs/product/screens.md says; a business may
 * make new accounts wait for an administrator, or turn registration off.
 */
export const REGISTRATION_MODES = ['open', 'approval', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const DEFAULT_REGISTRATION_MODE: RegistrationMode = 'open';

export function isRegistrationMode(value: string): value is RegistrationMode {
  return (REGISTRATION_MODES as readonly string[]).includes(value);
}

/** Whether the sign-in page offers registration at all. */
export const offersRegistration = (mode: RegistrationMode) => mode !== 'closed';

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed. Ask an administrator for an account.',
  awaitingApproval:
    "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.",
  /** At sign-in, before an administrator has approved the account. */
  notYetApproved: "Your account is waiting for an administrator's approval",
  approved: 'User approved successfully',
  approveFailed: 'Failed to approve user',
} as const;
