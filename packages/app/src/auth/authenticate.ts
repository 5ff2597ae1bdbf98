/** POST /auth/login and POST /auth/register: both answer with the tokens and the user. */
import type { AuthResponse, LoginRequest, RegisterRequest } from '@plotline/api-client';
import type { LoginFailure } from '@plotline/domain';
import type { AppApi } from '../api';
import type { Session } from './auth-state';
import { thrownFailure } from './call-failure';

type AuthApi = Pick<AppApi, 'POST' | 'tokens'>;

export type AuthOutcome =
  | { ok: true; session: Session }
  /** `errors`: the server's messages by field, for invalid input. */
  | { ok: false; failure: LoginFailure; errors?: Record<string, string> };

type AuthAnswer = {
  data?: AuthResponse;
  error?: { message?: string | null; errors?: Record<string, string> };
  response: Response;
};

async function authenticate(api: AuthApi, call: () => Promise<AuthAnswer>): Promise<AuthOutcome> {
  try {
    const { data, error, response } = await call();
    if (data) {
      api.tokens.save(data);
      const { user, accessToken: token, refreshToken } = data;
      return { ok: true, session: { user, token, refreshToken } };
    }
    // A failed sign-in leaves no session behind, held or stored (docs/product/workflows.md).
    api.tokens.clear();
    return {
      ok: false,
      failure: { kind: 'response', status: response.status, message: error?.message },
      errors: error?.errors,
    };
  } catch (thrown) {
    api.tokens.clear();
    return { ok: false, failure: thrownFailure(thrown) };
  }
}

export function logIn(api: AuthApi, values: LoginRequest): Promise<AuthOutcome> {
  return authenticate(api, () => api.POST('/auth/login', { body: values }));
}

export function register(api: AuthApi, values: RegisterRequest): Promise<AuthOutcome> {
  return authenticate(api, () => api.POST('/auth/register', { body: values }));
}
