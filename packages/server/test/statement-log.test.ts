import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { STATEMENTS_LABEL_HEADER } from '../src/db/statement-log';
import { startTestServer, type TestServer } from './support/test-server';

type Written = { label: string; name?: string; text: string; values: unknown[] };

const dir = mkdtempSync(join(tmpdir(), 'plotline-statements-'));
const file = join(dir, 'statements.jsonl');
let server: TestServer;
let admin: { authorization: string };

const written = (): Written[] => {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Written);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  server = await startTestServer({ config: { statementsLog: file } });
  admin = await server.admin();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the statements a bench-labelled request ran', () => {
  const bookingsSearched = (headers: Record<string, string>) =>
    server.request({
      method: 'GET',
      url: '/api/bookings/filtered?page=1&pageSize=5&searchTerm=sharma',
      headers: { ...admin, ...headers },
    });

  it('writes down each statement of a labelled request, with its values, under its label', async () => {
    expect((await bookingsSearched({ [STATEMENTS_LABEL_HEADER]: 'search 1' })).status).toBe(200);
    const lines = written().filter((line) => line.label === 'search 1');
    expect(lines.some((line) => line.text.includes(`"search_words" @@`))).toBe(true);
    expect(lines.flatMap((line) => line.values)).toContain("'sharma':*");
  });

  it('names a statement the server ran prepared, and no other', async () => {
    expect((await bookingsSearched({ [STATEMENTS_LABEL_HEADER]: 'search 2' })).status).toBe(200);
    const lines = written().filter((line) => line.label === 'search 2');
    // Every request first reads its caller's account, prepared under its name.
    expect(lines[0]?.name).toBe('caller_account_now');
    expect(lines[0]?.text).toContain('"session_epoch"');
    expect(lines.slice(1).length).toBeGreaterThan(0);
    expect(lines.slice(1).every((line) => line.name === undefined)).toBe(true);
  });

  it('writes nothing down for a request without the label', async () => {
    const before = written().length;
    expect((await bookingsSearched({})).status).toBe(200);
    expect(written()).toHaveLength(before);
  });
});

describe('a server without a statements log', () => {
  it('ignores the label', async () => {
    const plain = await startTestServer();
    try {
      const before = written().length;
      const res = await plain.request({
        method: 'GET',
        url: '/api/auth/me',
        headers: { ...(await plain.admin()), [STATEMENTS_LABEL_HEADER]: 'ignored' },
      });
      expect(res.status).toBe(200);
      expect(written()).toHaveLength(before);
      expect(written().some((line) => line.label === 'ignored')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('STATEMENTS_LOG', () => {
  it('is off when unset', () => {
    expect(configFromEnv({}).statementsLog).toBeNull();
  });

  it('keeps the server to the loopback address, as the values written down are the data', () => {
    expect(configFromEnv({ STATEMENTS_LOG: file }).host).toBe('127.0.0.1');
    expect(configFromEnv({ STATEMENTS_LOG: file, HOST: '::1' }).host).toBe('::1');
    expect(() => configFromEnv({ STATEMENTS_LOG: file, HOST: '0.0.0.0' })).toThrow(
      'STATEMENTS_LOG listens on 127.0.0.1 only: HOST=0.0.0.0 is refused',
    );
  });
});
