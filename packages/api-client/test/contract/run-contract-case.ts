/** Registers a contract case with Pact and drives the real api-client against the mock. */
import {
  MatchersV3,
  type V3ProviderState,
  type PactV3,
  type V3Request,
  type Matcher,
} from '@pact-foundation/pact';
import { expect } from 'vitest';
import { createApiClient } from '../../src';
import { memoryStorage } from '../fake-api';
import type { Caller, ContractCase, ContractInteraction } from './contract-case';
import { operation, requestBodyProblems, responseProblems } from './openapi';

const JSON_MEDIA_TYPE = 'application/json';

export function accessTokenOf(caller: Exclude<Caller, 'none'>): string {
  return `${caller}-access-token`;
}

export function refreshTokenOf(caller: Exclude<Caller, 'none'>): string {
  return `${caller}-refresh-token`;
}

function fitsTemplate(template: string, path: string): boolean {
  const pattern = template.replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^/api${pattern}$`).test(path);
}

function callerOf(interaction: ContractInteraction): Caller {
  if (interaction.caller) return interaction.caller;
  return operation(interaction.operationId).permission === 'public' ? 'none' : 'admin';
}

const reified = (body: unknown) => (body === undefined ? undefined : MatchersV3.reify(body));

/** Fails loudly when an example breaks openapi.yaml, so the pact and the contract agree. */
function assertKeepsContract(interaction: ContractInteraction): void {
  const op = operation(interaction.operationId);
  const { request, response } = interaction;
  expect(fitsTemplate(op.path, request.path), `${request.path} is not ${op.path}`).toBe(true);
  expect(requestBodyProblems(op, reified(request.body)), 'request body').toEqual([]);
  const mediaType = response.mediaType ?? JSON_MEDIA_TYPE;
  const body = reified(response.body);
  expect(responseProblems(op, response.status, mediaType, body), 'response body').toEqual([]);
}

/**
 * The provider state that signs the caller in; its setup answers the access token the request
 * carries. An expired token and nobody need no state.
 */
const CALLER_STATES: Partial<Record<Caller, string>> = {
  admin: 'admin is signed in',
  staff: 'a user without roles is signed in',
};

/**
 * The Authorization header: for a signed-in caller, the token the provider's caller state
 * answers (Pact's provider-state injection), the placeholder being the example the mock server
 * expects; an expired token as it is, since the provider must refuse it.
 */
function authorizationOf(caller: Caller): V3Request['headers'] {
  if (caller === 'none') return {};
  const example = `Bearer ${accessTokenOf(caller)}`;
  const injected = CALLER_STATES[caller] !== undefined;
  return {
    Authorization: injected
      ? MatchersV3.fromProviderState('Bearer ${accessToken}', example)
      : example,
  };
}

function pactRequest(interaction: ContractInteraction): V3Request {
  const { request } = interaction;
  const headers: V3Request['headers'] = {
    ...request.headers,
    ...authorizationOf(callerOf(interaction)),
  };
  if (request.body !== undefined) headers['Content-Type'] = JSON_MEDIA_TYPE;
  return {
    method: operation(interaction.operationId).method.toUpperCase(),
    path: request.path,
    ...(request.query ? { query: request.query } : {}),
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

function addInteraction(pact: PactV3, interaction: ContractInteraction): void {
  assertKeepsContract(interaction);
  // Pact records a null body as no body at all, so the provider could not be held to it.
  expect(interaction.response.body, 'a response body of null cannot be contracted').not.toBeNull();
  for (const state of interaction.states) {
    if (typeof state === 'string') pact.given(state);
    else pact.given(state.name, state.params as V3ProviderState['parameters']);
  }
  // Last, after the states that make the data: one of them may say who the only users are.
  const callerState = CALLER_STATES[callerOf(interaction)];
  if (callerState) pact.given(callerState);
  const request = pactRequest(interaction);
  pact.uponReceiving(`${interaction.operationId}: ${interaction.description}`).withRequest(request);
  const { response } = interaction;
  if (response.body === undefined) {
    pact.willRespondWith({ status: response.status });
    return;
  }
  const mediaType = response.mediaType ?? JSON_MEDIA_TYPE;
  // Pact compares Content-Type by media type, so a provider's '; charset=utf-8' still matches.
  const headers = { 'Content-Type': mediaType };
  if (mediaType === JSON_MEDIA_TYPE) {
    pact.willRespondWith({ status: response.status, headers, body: response.body });
    return;
  }
  // A text body (CSV) carries its matcher as a rule on the whole body: given as the body
  // itself, pact-js would serve and record the matcher's JSON instead of the text. A binary body
  // (a PDF) is no text a rule could read: it is held to its content type, which the verifier
  // tells from the provider's bytes, and its example is only what the mock server serves.
  const rule = mediaType.startsWith('text/')
    ? (response.body as Matcher<string>)
    : MatchersV3.contentType(mediaType);
  pact
    .willRespondWith({ status: response.status, headers, body: reified(response.body) })
    .withResponseMatchingRules(request, { body: { path: '$', rules: [rule] } });
}

export async function runContractCase(pact: PactV3, contractCase: ContractCase): Promise<void> {
  for (const interaction of [contractCase, ...(contractCase.alsoSends ?? [])]) {
    addInteraction(pact, interaction);
  }
  const caller = callerOf(contractCase);
  await pact.executeTest(async (mockServer) => {
    const storage = memoryStorage(
      caller === 'none'
        ? {}
        : { accessToken: accessTokenOf(caller), refreshToken: refreshTokenOf(caller) },
    );
    const client = createApiClient({ baseUrl: `${mockServer.url}/api`, storage });
    const result = await contractCase.send(client);
    expect(result.response.status).toBe(
      contractCase.alsoSends?.at(-1)?.response.status ?? contractCase.response.status,
    );
    contractCase.check?.(result);
  });
}
