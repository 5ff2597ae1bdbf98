/**
 * Every operation of openapi.yaml × { no token, signed in without its permission, with it, with
 * it alone }: the x-permission each declares, and the read the access policy brings with it, are
 * what the server enforces, for all of them.
 */
import { readsNeededWith } from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS } from '../src/openapi/contract';
import { missingHandlers } from '../src/openapi/register-operations';
import { HANDLERS } from '../src/routes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let withoutAnyId: number;
/** A fresh token each time: signing out everywhere, one of the operations, ends the last one. */
const withoutAny = () => server.bearer(withoutAnyId);

beforeAll(async () => {
  server = await startTestServer();
  withoutAnyId = (await server.userWith([])).id;
});
afterAll(() => server.close());

/** A concrete URL for the operation: an id nothing has, so no call changes the data. */
const urlOf = (path: string) => `/api${path.replace(/\{\w+\}/g, '999999')}`;

/** Operations that answer until told to stop, and the query that stops them: inject reads whole answers. */
const ENDLESS_UNLESS: Record<string, string> = { streamChanges: '?follow=false' };

/** Operations that refuse even the holders of their permission, and why. */
const REFUSED_TO_EVERYONE: Record<string, RegExp> = {
  getUserCurrentPassword: /stored hashed/,
};

function send(operation: (typeof CONTRACT_OPERATIONS)[number], headers: Record<string, string>) {
  return server.request({
    method: operation.method,
    url: urlOf(operation.path) + (ENDLESS_UNLESS[operation.operationId] ?? ''),
    headers,
    ...(operation.validateBody ? { payload: {} } : {}),
  });
}

it('serves every operation of openapi.yaml', () => {
  expect(missingHandlers(HANDLERS)).toEqual([]);
});

describe.each(CONTRACT_OPERATIONS.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  if (op.access.kind === 'public') {
    it('is open to callers without a token', async () => {
      const { status } = await send(op, {});
      expect([401, 403]).not.toContain(status);
    });
    return;
  }

  it('refuses a caller without a token with 401', async () => {
    expect((await send(op, {})).status).toBe(401);
  });

  it('refuses a forged token with 401', async () => {
    expect((await send(op, { authorization: 'Bearer not-a-real-token' })).status).toBe(401);
  });

  const access = op.access;
  if (access.kind === 'permission') {
    it(`refuses a signed-in user without ${access.name} with 403`, async () => {
      expect((await send(op, await withoutAny())).status).toBe(403);
    });

    const reads = readsNeededWith(access.name);
    if (reads.length > 0) {
      it(`refuses a holder of ${access.name} alone: it needs ${reads.join(', ')} too`, async () => {
        const holder = await server.userHolding([access.name]);
        const answer = await send(op, holder.headers);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(`You need the ${reads[0]} permission to do this`);
      });
    }

    const refusal = REFUSED_TO_EVERYONE[op.operationId];
    it(`lets a user holding ${access.name} through`, async () => {
      const holder = await server.userWith([access.name]);
      const answer = await send(op, holder.headers);
      if (refusal) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toMatch(refusal);
      } else {
        expect([401, 403]).not.toContain(answer.status);
      }
    });
  } else {
    it('lets any signed-in user through', async () => {
      expect([401, 403]).not.toContain((await send(op, await withoutAny())).status);
    });
  }
});
