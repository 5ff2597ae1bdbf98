import type { LoginFailure } from '@plotline/domain';

/** How a call that threw failed: fetch rejects with a TypeError when no response came at all. */
export function thrownFailure(thrown: unknown): LoginFailure {
  if (thrown instanceof TypeError) return { kind: 'no-response' };
  return { kind: 'other', message: thrown instanceof Error ? thrown.message : null };
}
