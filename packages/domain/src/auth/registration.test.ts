import { describe, expect, it } from 'vitest';
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
