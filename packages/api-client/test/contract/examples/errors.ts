/** The contract's one error shape: its stable code matched exactly, its message by type. */
import { MatchersV3 } from '@pact-foundation/pact';
import type { components } from '../../../src/schema';

const { like } = MatchersV3;

export function errorBody(
  code: components['schemas']['ErrorCode'] | components['schemas']['PaymentConflictCode'],
  message: string,
  errors?: Record<string, string>,
) {
  return {
    code,
    message: like(message),
    ...(errors
      ? { errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, like(v)])) }
      : {}),
  };
}
