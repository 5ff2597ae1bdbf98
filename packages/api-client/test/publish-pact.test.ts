/**
 * `npm run pact:publish` (scripts/publish-pact.mjs): a dry run without a broker, and a real
 * publication through Pact's own `pact-broker` CLI to a broker on this machine that records what
 * it was sent, answering as a Pact Broker does.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../scripts/publish-pact.mjs');
const pactFile = join(import.meta.dirname, '../../../pacts/plotline-app-plotline-api.json');

/** The script's exit code and output; PACT_BROKER_BASE_URL only when given. */
async function publish(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.PACT_BROKER_BASE_URL;
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [script],
      { env: { ...inherited, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

type Published = { path: string; body: Record<string, unknown> };

/** A broker's index and its publish-contracts endpoint, or a 401 for every request. */
async function brokerOnThisMachine(answer: 'publishes' | 'refuses') {
  const received: Published[] = [];
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ path: request.url ?? '', body: text ? JSON.parse(text) : {} });
    response.setHeader('content-type', 'application/hal+json');
    if (answer === 'refuses') {
      response.statusCode = 401;
      return response.end('{"error":"unauthorized"}');
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === '/') {
      const links = { 'pb:publish-contracts': { href: `${base}/contracts/publish` } };
      return response.end(JSON.stringify({ _links: links }));
    }
    const embedded = { pacticipant: { name: 'plotline-app' }, version: { number: '1' } };
    response.end(JSON.stringify({ notices: [], _embedded: embedded, _links: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const naming = {
  PACT_CONSUMER_VERSION: '4f2a9c1',
  PACT_CONSUMER_BRANCH: 'feature/registry',
  PACT_DO_NOT_TRACK: 'true',
};

describe('npm run pact:publish', () => {
  it('says what it would publish, and publishes nothing, without a broker', async () => {
    const { code, output } = await publish(naming);
    expect(code).toBe(0);
    expect(output).toMatch(
      /plotline-app-plotline-api\.json: plotline-app → plotline-api, \d+ interactions/,
    );
    expect(output).toContain('as consumer version 4f2a9c1 on branch feature/registry');
    expect(output).toContain('Dry run: PACT_BROKER_BASE_URL is not set, so nothing is published.');
  });

  it("publishes the pact with the consumer's version and branch to the broker named", async () => {
    const broker = await brokerOnThisMachine('publishes');
    const { code } = await publish({ ...naming, PACT_BROKER_BASE_URL: broker.url });
    expect(code).toBe(0);
    const published = broker.received.find(({ path }) => path === '/contracts/publish');
    expect(published?.body).toMatchObject({
      pacticipantName: 'plotline-app',
      pacticipantVersionNumber: '4f2a9c1',
      branch: 'feature/registry',
    });
    const [contract] = published!.body.contracts as { providerName: string; content: string }[];
    expect(contract!.providerName).toBe('plotline-api');
    // The CLI adds its own name to the metadata; the interactions go as the consumer wrote them.
    const sent = JSON.parse(Buffer.from(contract!.content, 'base64').toString('utf8'));
    const pact = JSON.parse(await readFile(pactFile, 'utf8'));
    expect(sent.interactions).toEqual(pact.interactions);
    expect([sent.consumer, sent.provider]).toEqual([pact.consumer, pact.provider]);
  });

  it('fails when the broker refuses it', async () => {
    const broker = await brokerOnThisMachine('refuses');
    const { code, output } = await publish({ ...naming, PACT_BROKER_BASE_URL: broker.url });
    expect(code).not.toBe(0);
    expect(output).toContain('401 Unauthorized');
  });
});
