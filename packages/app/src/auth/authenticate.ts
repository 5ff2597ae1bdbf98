/**
 * POST /auth/login and POST /auth/register: both answer with the tokens and the user, except a
 * registration that must wait for an administrator's approval, which signs nobody in.
 */
import type { AuthResponse, ErrorCode, LoginRequest, RegisterRequest } from '@plotline/api-client';
import type { LoginFailure } from '@plotline/domain';
import type { AppApi } from '../api';
import type { Session } from './auth-state';
import { thrownFailure } from './call-failure';

type AuthApi = Pick<AppApi, 'POST' | 'tokens'>;

/**
 * `errors`: the server's messages by field, for invalid input; `code`: what the server said went
 * wrong, e.g. 'registration_closed'.
 */
export type AuthFailure = {
  ok: false;
  failure: LoginFailure;
  errors?: Record<string, string>;
  code?: ErrorCode;
};

export type AuthOutcome = { ok: true; session: Session } | AuthFailure;

/** The server's words for the account that waits, e.g. REGISTRATION_MESSAGES.awaitingApproval. */
export type AwaitingApproval = { ok: true; awaitingApproval: true; message: string };

export type RegistrationOutcome = AuthOutcome | AwaitingApproval;

type Refusal = { code?: ErrorCode; message?: string | null; errors?: Record<string, string> };

function signedIn(api: AuthApi, answer: AuthResponse): AuthOutcome {
  api.tokens.save(answer);
  const { user, accessToken: token, refreshToken } = answer;
  return { ok: true, session: { user, token, refreshToken } };
}

// A failed sign-in leaves no session behind, held or stored (docs/product/workflows.md).
function refused(api: AuthApi, response: Response, error: Refusal | undefined): AuthFailure {
  api.tokens.clear();
  const failure: LoginFailure = {
    kind: 'response',
    status: response.status,
    message: error?.message,
  };
  return { ok: false, failure, errors: error?.errors, code: error?.code };
}

function unanswered(api: AuthApi, thrown: unknown): AuthFailure {
  api.tokens.clear();
  return { ok: false, failure: thrownFailure(thrown) };
}

export async function logIn(api: AuthApi, values: LoginRequest): Promise<AuthOutcome> {
  try {
    const { data, error, response } = await api.POST('/auth/login', { body: values });
    return data ? signedIn(api, data) : refused(api, response, error);
  } catch (thrown) {
    return unanswered(api, thrown);
  }
}

export async function register(
  api: AuthApi,
  values: RegisterRequest,
): Promise<RegistrationOutcome> {
  try {
    const { data, error, response } = await api.POST('/auth/register', { body: values });
    if (!data) return refused(api, response, error);
    if ('accessToken' in data) return signedIn(api, data);
    return { ok: true, awaitingApproval: true, message: data.message };
  } catch (thrown) {
    return unanswered(api, thrown);
  }
}
