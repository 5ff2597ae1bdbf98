/**
 * The consumer side of the Pact contract between the Plotline app and its API: every case is
 * driven through the real api-client against Pact's mock server, and the pact file is written
 * to pacts/ for the provider to verify.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV3 } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CASES } from './cases';
import { OPERATIONS, ROOT } from './openapi';
import { type Pact, takeCasePact, writePactFile } from './pact-file';
import { runContractCase } from './run-contract-case';

// PLOTLINE_PACT_DIR lets a scratch run write elsewhere than the committed contract.
const PACT_DIR = process.env.PLOTLINE_PACT_DIR ?? join(ROOT, 'pacts');
const PACT_FILE_NAME = 'plotline-app-plotline-api.json';
const PACT_FILE = join(PACT_DIR, PACT_FILE_NAME);

// Each case's mock server writes its own pact here; pact-file.ts joins them into PACT_FILE.
const CASE_PACT_DIR = mkdtempSync(join(tmpdir(), 'plotline-case-pact-'));
afterAll(() => rmSync(CASE_PACT_DIR, { recursive: true, force: true }));
const casePacts: Pact[] = [];

const pact = new PactV3({
  consumer: 'plotline-app',
  provider: 'plotline-api',
  dir: CASE_PACT_DIR,
  logLevel: 'warn',
});

const tags = [...new Set(ALL_CASES.map((c) => OPERATIONS.get(c.operationId)?.tag ?? '?'))];
const casesOf = (tag: string) =>
  ALL_CASES.filter((c) => (OPERATIONS.get(c.operationId)?.tag ?? '?') === tag);

describe.each(tags.map((tag) => [tag, casesOf(tag)] as const))('%s', (_tag, cases) => {
  it.each(cases.map((c) => [`${c.operationId}: ${c.description}`, c] as const))(
    '%s',
    async (_name, contractCase) => {
      await runContractCase(pact, contractCase);
      casePacts.push(takeCasePact(join(CASE_PACT_DIR, PACT_FILE_NAME)));
    },
  );
});

// Runs last, after every case above has written its interactions.
describe('the pact file', () => {
  // Written afresh: the file holds exactly the cases that passed.
  beforeAll(() => writePactFile(casePacts, PACT_FILE));

  it('holds an interaction for every operation in openapi.yaml', () => {
    expect(existsSync(PACT_FILE)).toBe(true);
    const written = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: { description: string }[];
    };
    const covered = new Set(written.interactions.map((i) => i.description.split(':')[0]));
    const missing = [...OPERATIONS.keys()].filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('has unique interaction descriptions', () => {
    const descriptions = ALL_CASES.flatMap((c) => [c, ...(c.alsoSends ?? [])]).map(
      (i) => `${i.operationId}: ${i.description}`,
    );
    expect(descriptions.length).toBe(new Set(descriptions).size);
  });
});
