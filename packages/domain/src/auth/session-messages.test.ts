import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from './session-messages';

describe('SESSION_MESSAGES', () => {
  it('tells a user with a password set for them what to do before going on', () => {
    expect(SESSION_MESSAGES.passwordChangeRequired).toBe(
      'Change the password that was set for you before you continue',
    );
  });
});
