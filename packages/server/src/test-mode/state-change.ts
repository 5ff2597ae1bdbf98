/**
 * The body the provider-state endpoint takes: Pact's own state change, as every Pact verifier
 * sends it (pact-jvm, pact-go, PactNet, pact-python, pact-js and the standalone verifier alike).
 */
import { badRequest } from '../http/http-error';

export type StateChange = {
  action: 'setup' | 'teardown';
  state: string;
  /** The state's parameters, as the pact gives them (e.g. days counted from today). */
  params: Record<string, unknown>;
};

const ACTIONS = ['setup', 'teardown'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function stateChangeOf(body: unknown): StateChange {
  if (!isObject(body)) throw badRequest('A state change is a JSON object with an "action"');
  const { action, state, params = {} } = body;
  if (action !== 'setup' && action !== 'teardown') {
    throw badRequest(
      `"action" must be one of ${ACTIONS.join(', ')}, not ${JSON.stringify(action)}`,
    );
  }
  if (typeof state !== 'string') throw badRequest(`A "${action}" needs "state" as a string`);
  if (!isObject(params)) throw badRequest(`A "${action}" takes "params" as a JSON object`);
  return { action, state, params };
}
