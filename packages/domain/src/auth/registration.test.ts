import { describe, expect, it } from 'vitest';
import { loginErrorMessage, loginFailureToast, type LoginFailure } from './login-messages';
import {
  DEFAULT_REGISTRATION_MODE,
  isRegistrationMode,
  offersRegistration,
  REGISTRATION_MESSAGES,
} from './registration';

describe('registration modes', () => {
  it('are self-service unless the business says otherwise', () => {
    expect(DEFAULT_REGISTRATION_MODE).toBe('open');
  });

  it.each([
    ['open', true],
    ['approval', true],
    ['closed', true],
    ['Open', false],
    ['', false],
  ])('%j is a mode: %s', (text, expected) => {
    expect(isRegistrationMode(text)).toBe(expected);
  });

  it('offers registration on the sign-in page unless it is closed', () => {
    expect(offersRegistration('open')).toBe(true);
    expect(offersRegistration('approval')).toBe(true);
    expect(offersRegistration('closed')).toBe(false);
  });

  it('tells a newcomer waiting for approval when they can sign in', () => {
    expect(REGISTRATION_MESSAGES.awaitingApproval).toMatch(/sign in once it is approved/);
  });
});

describe('an account not approved yet, at sign-in', () => {
  // The server answers 403 awaiting_approval with this text; the toast matches 'blocked',
  // 'network' and 'fetch' and the invalid-credentials text, so none of them may be in it.
  const failure: LoginFailure = {
    kind: 'response',
    status: 403,
    message: REGISTRATION_MESSAGES.notYetApproved,
  };

  it.each([1, 2, 3])("shows the server's words as they are at %i failures", (failures) => {
    const toast = loginFailureToast(loginErrorMessage(failure), failures);
    expect(toast.message).toBe("Your account is waiting for an administrator's approval");
  });
});
