/**
 * Contract fuzzing: requests made from openapi.yaml's schemas, valid and broken, sent to the
 * server by anonymous callers, a signed-in user without permissions and an administrator, over a
 * business of demo data. Every answer must be a status the operation declares with a body its
 * schema allows; none may be a 5xx. A short run here; `npm run fuzz -- --requests N` runs longer
 * (FUZZ_REQUESTS and FUZZ_SEED reach this file).
 */
import { calendarDateAt } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { CONTRACT_OPERATIONS } from '../src/openapi/contract';
import { seedDemoData } from '../src/seed/demo-data';
import { answerProblem } from './fuzz/contract-answers';
import { requestOf, type Caller, type FuzzRequest } from './fuzz/fuzz-requests';
import { startTestServer, type TestServer } from './support/test-server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** New tokens this often, in case the run blocked, demoted or signed out its own callers. */
const TOKENS_EVERY = 200;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const [admin] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  await seedDemoData(server.db, admin!.id, calendarDateAt(server.clock.now(), 'Asia/Kolkata'));
});
afterAll(() => server.close());

async function callers(): Promise<Record<Caller, Record<string, string>>> {
  return {
    anonymous: {},
    withoutPermissions: (await server.userWith([])).headers,
    admin: await server.admin(),
  };
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  return server.app.inject({
    method: request.operation.method,
    url: request.url,
    headers: {
      ...headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

it(`answers ${REQUESTS} requests across every operation as the contract declares, never with a 5xx`, async () => {
  const requests = fc.sample(fc.oneof(...CONTRACT_OPERATIONS.map(requestOf)), {
    numRuns: REQUESTS,
    seed: SEED,
  });
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const operations = new Set<string>();
  const succeeded = new Set<string>();
  let headers = await callers();
  for (const [index, request] of requests.entries()) {
    if (index > 0 && index % TOKENS_EVERY === 0) headers = await callers();
    const answer = await send(request, headers[request.caller]);
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    operations.add(request.operation.operationId);
    if (answer.statusCode < 300) succeeded.add(request.operation.operationId);
    const problem = answerProblem(
      request.operation,
      answer.statusCode,
      String(answer.headers['content-type'] ?? ''),
      answer.body,
    );
    if (problem) {
      problems.push(
        `${request.operation.method} ${request.url.slice(0, 160)} as ${request.caller} (${request.kind}): ${problem}`,
      );
    }
  }
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `${requests.length} requests, seed ${SEED}, ${problems.length} problems; ` +
      `${succeeded.size} of ${CONTRACT_OPERATIONS.length} operations answered 2xx at least once; ` +
      `answers by status: ${byStatus.join(', ')}`,
  );
  expect(problems.slice(0, 25)).toEqual([]);
  expect([...operations].sort()).toEqual(CONTRACT_OPERATIONS.map((op) => op.operationId).sort());
}, 600_000);
