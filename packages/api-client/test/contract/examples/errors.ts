/** The contract's one error shape, with a type-matched message. */
import { MatchersV3 } from '@pact-foundation/pact';

const { like } = MatchersV3;

export function errorBody(message: string, errors?: Record<string, string>) {
  return {
    message: like(message),
    ...(errors
      ? { errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, like(v)])) }
      : {}),
  };
}
