/**
 * The enquiries list's count of a search: a word tens of thousands of buyers hold whole is counted
 * by the planner's estimate of the enquiry words holding it (search_words, migration 0022), never
 * by walking 10,001 contains-matches; anything rarer, a phrase or a narrower filter, is counted
 * exactly, and the list still finds the search inside words.
 */
import { LIST_DEPTH } from '@plotline/domain';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { STATEMENTS_LABEL_HEADER } from '../src/db/statement-log';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
/** Past the three times LIST_DEPTH an estimate must reach to be taken without counting. */
const SHARMAS = 3 * LIST_DEPTH + 6_000;

const dir = mkdtempSync(join(tmpdir(), 'plotline-enquiry-count-'));
const file = join(dir, 'statements.jsonl');
let server: TestServer;
let admin: { authorization: string };
let label = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, config: { statementsLog: file } });
  admin = await server.admin();
  const [owner] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  const insert = (count: number, name: string, stage: string) =>
    server.db.execute(sql`
      insert into enquiries (name, mobile_number, email, source, stage, created_by, created_at,
        created_month)
      select replace(${name}, '#', (array['Asha', 'Kavya', 'Mohit', 'Neha'])[1 + n % 4]),
        (7000000000 + n + ${count * 1000})::text, 'buyer' || n || '@example.com', 'WalkIn',
        ${stage}, ${owner!.id}, ${NOW.toISOString()}::timestamptz - n * interval '1 minute',
        '2026-11-01'
      from generate_series(1, ${count}) as n`);
  await insert(SHARMAS, '# Sharma', 'New');
  await insert(40, 'Ravi Sharma', 'Contacted');
  // 'sharma' inside a word, which the list finds and the word index does not.
  await insert(5, '# Asharmaji', 'Contacted');
  await server.db.execute(sql`analyze enquiries`);
}, 180_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page of the list, and the statements the server ran for it. */
async function listed(query: string) {
  const name = `enquiry count ${++label}`;
  const res = await server.request({
    method: 'GET',
    url: `/api/enquiries/filtered?${query}`,
    headers: { ...admin, [STATEMENTS_LABEL_HEADER]: name },
  });
  expect(res.status).toBe(200);
  const statements = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { label: string; text: string })
    .filter((line) => line.label === name)
    .map((line) => line.text);
  return { page: res.body, statements };
}

const counting = (statements: string[]) => statements.some((text) => text.includes('count(*)'));

describe("the enquiries list's count of a search", () => {
  it("answers a common word's count from the planner's estimate of its whole words, counting nothing", async () => {
    const { page, statements } = await listed('searchTerm=SHARMA&pageSize=25');
    expect(page.totalCountEstimated).toBe(true);
    expect(page.totalCount).toBeGreaterThan(3 * LIST_DEPTH);
    expect(page.data).toHaveLength(25);
    const names = page.data.map((enquiry: { name: string }) => enquiry.name.toLowerCase());
    expect(names.every((name: string) => name.includes('sharma'))).toBe(true);
    expect(statements.some((text) => text.includes('"search_words" @@'))).toBe(true);
    expect(counting(statements)).toBe(false);
  });

  it('counts the word exactly, inside words too, where the other filters leave few', async () => {
    const { page, statements } = await listed('searchTerm=sharma&stage=Contacted&pageSize=100');
    expect(page).toMatchObject({ totalCount: 45, totalCountEstimated: false });
    const names = page.data.map((enquiry: { name: string }) => enquiry.name);
    expect(names.filter((name: string) => name.endsWith(' Asharmaji'))).toHaveLength(5);
    expect(counting(statements)).toBe(true);
  });

  it('counts a phrase exactly, as its words may stand apart in a name', async () => {
    const { page } = await listed('searchTerm=ravi%20sharma&pageSize=100');
    expect(page).toMatchObject({ totalCount: 40, totalCountEstimated: false });
  });

  it('counts a part of a word exactly', async () => {
    const { page, statements } = await listed('searchTerm=asharmaj');
    expect(page).toMatchObject({ totalCount: 5, totalCountEstimated: false });
    expect(counting(statements)).toBe(true);
  });
});
