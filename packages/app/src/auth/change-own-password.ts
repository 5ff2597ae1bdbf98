/**
 * POST /auth/change-password: the server ends every session of the user and answers with a new
 * one for this browser. The client has kept its tokens by the time the answer is read
 * (api-client's session rules), so nothing in between runs on the ended session.
 */
import type { ChangeOwnPasswordRequest } from '@plotline/api-client';
import type { AppApi } from '../api';
import type { Session } from './auth-state';

/** On failure, the server's message and its messages by field (a wrong current password). */
export type PasswordChangeOutcome =
  | { ok: true; session: Session }
  | { ok: false; message: string | null; errors?: Record<string, string> };

export async function changeOwnPassword(
  api: Pick<AppApi, 'POST'>,
  values: ChangeOwnPasswordRequest,
): Promise<PasswordChangeOutcome> {
  try {
    const { data, error } = await api.POST('/auth/change-password', { body: values });
    if (!data) return { ok: false, message: error?.message ?? null, errors: error?.errors };
    const { user, accessToken: token, refreshToken } = data;
    return { ok: true, session: { user, token, refreshToken } };
  } catch {
    // No answer at all: the screen says 'Password change failed'.
    return { ok: false, message: null };
  }
}
