/**
 * The bodies the provider-state endpoint takes: Pact's own state change, plus the two things a
 * verification needs beyond it, a reset to the baseline and a real token for a placeholder.
 */
import { badRequest } from '../http/http-error';

export type StateChange =
  /** Pact's state change body; the params are the pact's, and no state of ours reads them. */
  | { action: 'setup' | 'teardown'; state: string }
  | { action: 'reset' }
  | { action: 'token'; placeholder: string };

const ACTIONS = ['setup', 'teardown', 'reset', 'token'];

function text(body: Record<string, unknown>, field: string, action: string): string {
  const value = body[field];
  if (typeof value !== 'string') {
    throw badRequest(`A "${action}" needs "${field}" as a string`);
  }
  return value;
}

export function stateChangeOf(body: unknown): StateChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('A state change is a JSON object with an "action"');
  }
  const fields = body as Record<string, unknown>;
  const { action } = fields;
  switch (action) {
    case 'setup':
    case 'teardown':
      return { action, state: text(fields, 'state', action) };
    case 'reset':
      return { action };
    case 'token':
      return { action, placeholder: text(fields, 'placeholder', action) };
    default:
      throw badRequest(
        `"action" must be one of ${ACTIONS.join(', ')}, not ${JSON.stringify(action)}`,
      );
  }
}
