// @ts-check
/**
 * `npm run bench -- [--case lists|dashboard|enquiries|writes|search|hostile …]
 * [--url [name=]http://localhost:8080 …] [--database-url name=postgres://… …]
 * [--statements-log name=FILE …] [--connections 10] [--seconds 10] [--markdown]`
 *
 * Load on servers already running (it starts nothing), signed in as admin (with the password in
 * ADMIN_PASSWORD). Each operation of each case is driven by `connections` concurrent loops for
 * `seconds`, and printed as one row: requests per second, p50, p95 and p99 latency, the p50 of the
 * server's own time (its Server-Timing header), errors (any answer but the expected status) and
 * the answer's size. One table per server, named as in --url (one
 * per database: run one server on PostgreSQL and one on PGlite). When --database-url gives the
 * same name a PostgreSQL URL, each operation's SQL is also driven straight through `pg` with the
 * same concurrency, and the API's cost is shown as a ratio of the SQL's: for a read, the
 * statements the server ran for one call of it, which a server started with STATEMENTS_LOG=FILE
 * writes to FILE for a call labelled so (--statements-log names that file); for a write, its
 * case's own statements. PGlite lives inside its server's process, so its tables have no SQL side.
 * --markdown prints the tables as Markdown, as the README holds them. The `hostile` case is no
 * table but one line under it: what 1 MB hostile bodies add to other requests' latency
 * (hostile-bodies.mjs), over `seconds` without them and `seconds` with them.
 * Figures are printed, never asserted; the exit code is non-zero if any request failed.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dashboardCase } from './cases/dashboard.mjs';
import { enquiriesCase } from './cases/enquiries.mjs';
import { listsCase } from './cases/lists.mjs';
import { searchCase } from './cases/search.mjs';
import { writesCase } from './cases/writes.mjs';
import { benchHostileBodies } from './hostile-bodies.mjs';
import { measure } from './measure.mjs';

/**
 * One operation: how to send a request (a GET path, or a request made fresh for each call),
 * the status that counts as success, and the same work as SQL statements with their values;
 * a write may want to hear each answer (the API's body, the last statement's rows).
 * @typedef {{ method: string, path: string, body?: unknown }} BenchRequest
 * @typedef {{ name?: string, text: string, values?: unknown[] }} BenchStatement
 * @typedef {{
 *   name: string,
 *   path?: string,
 *   request?: () => BenchRequest,
 *   status?: number,
 *   sql?: () => BenchStatement[],
 *   answered?: (body: any) => void,
 *   sqlAnswered?: (rows: any[]) => void,
 * }} BenchOperation
 * @typedef {{ get: (path: string) => Promise<any>, sql: pg.Pool | null }} BenchContext
 * @typedef {(context: BenchContext) => Promise<BenchOperation[]>} BenchCase
 */

/** @type {Record<string, BenchCase>} */
const CASES = {
  lists: listsCase,
  dashboard: dashboardCase,
  enquiries: enquiriesCase,
  writes: writesCase,
  search: searchCase,
};

/** The case measured apart from the tables, for it times other requests than its own. */
const HOSTILE = 'hostile';

const { values } = parseArgs({
  options: {
    case: { type: 'string', multiple: true, default: [...Object.keys(CASES), HOSTILE] },
    url: { type: 'string', multiple: true, default: ['http://localhost:8080'] },
    'database-url': { type: 'string', multiple: true, default: [] },
    'statements-log': { type: 'string', multiple: true, default: [] },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    markdown: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
for (const name of values.case) {
  if (!CASES[name] && name !== HOSTILE) {
    throw new Error(`No bench case '${name}'; there is: ${[...Object.keys(CASES), HOSTILE]}`);
  }
}

/**
 * `name=value`, or a bare value named after its position.
 * @param {string} option
 * @returns {[string, string]}
 */
const named = (option, index = 0) => {
  const at = option.indexOf('=');
  return at > 0 && !option.slice(0, at).includes(':')
    ? [option.slice(0, at), option.slice(at + 1)]
    : [`server ${index + 1}`, option];
};
const databaseUrls = new Map(values['database-url'].map((option) => named(option)));
const statementsLogs = new Map(values['statements-log'].map((option) => named(option)));

/** The header that labels a call whose statements the server writes down (statement-log.ts). */
const STATEMENTS_LABEL_HEADER = 'x-bench-statements';

/** The password the server's first start gave admin: there is no default to guess. */
function adminPassword() {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('Set ADMIN_PASSWORD to the password of the admin account');
  return password;
}

/** @param {string} api */
async function signIn(api) {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword() }),
  });
  if (!res.ok) throw new Error(`Signing in as admin answered ${res.status}: ${await res.text()}`);
  const session = /** @type {{ accessToken: string }} */ (await res.json());
  return `Bearer ${session.accessToken}`;
}

/**
 * @param {string} server @param {string} url @param {pg.Pool | null} pool
 * @param {string | undefined} statementsLog
 */
async function benchServer(server, url, pool, statementsLog) {
  const api = `${url}/api`;
  const authorization = await signIn(api);
  /** @param {string} path */
  const get = async (path) => {
    const res = await fetch(`${api}${path}`, { headers: { authorization } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  /** @param {BenchOperation} operation @param {Record<string, string>} [headers] */
  const callApi = async (operation, headers = {}) => {
    const { method, path, body } = operation.request?.() ?? { method: 'GET', path: operation.path };
    const res = await fetch(`${api}${path}`, {
      method,
      headers: {
        authorization,
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.arrayBuffer();
    const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    const ok = res.status === (operation.status ?? 200);
    if (ok && operation.answered) operation.answered(JSON.parse(new TextDecoder().decode(answer)));
    return { ok, bytes: answer.byteLength, serverMs: timing ? Number(timing[1]) : undefined };
  };
  /**
   * The statements the server ran for one call of a read, as it wrote them down: those it ran
   * prepared under a name are prepared under it too, once per connection of the pool.
   * @param {BenchOperation} operation @param {string} label
   * @returns {Promise<BenchStatement[]>}
   */
  const statementsRun = async (operation, label) => {
    await callApi(operation, { [STATEMENTS_LABEL_HEADER]: label });
    return readFileSync(/** @type {string} */ (statementsLog), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line))
      .filter((line) => line.label === label)
      .map(({ name, text, values }) => ({ name, text, values }));
  };
  /**
   * The operation's SQL: a write's own statements; a read's as the server ran them, when it
   * writes them down; else none.
   * @param {BenchOperation} operation @param {string} label
   * @returns {Promise<(() => BenchStatement[]) | undefined>}
   */
  const sqlOf = async (operation, label) => {
    if (!pool || operation.sql) return operation.sql;
    if (!statementsLog || operation.request) return undefined;
    const statements = await statementsRun(operation, label);
    if (statements.length === 0) throw new Error(`${label} ran no statement the server wrote down`);
    return () => statements;
  };
  /** @param {() => BenchStatement[]} sql @param {BenchOperation} operation */
  const callSql = async (sql, operation) => {
    const client = await /** @type {pg.Pool} */ (pool).connect();
    try {
      // What the operation read: the rows of its last statement that returned any.
      let rows = [];
      for (const statement of sql()) {
        const result = await client.query(statement);
        if (result.rows?.length) rows = result.rows;
      }
      operation.sqlAnswered?.(rows);
      return { ok: true, bytes: 0 };
    } finally {
      client.release();
    }
  };

  console.log(`\n${server}: ${url}, ${connections} connections, ${seconds} s per operation`);
  const rows = [];
  for (const name of values.case.filter((name) => name !== HOSTILE)) {
    const benchCase = /** @type {BenchCase} */ (CASES[name]);
    for (const [index, operation] of (await benchCase({ get, sql: pool })).entries()) {
      const sql = await sqlOf(operation, `${name} ${index} ${process.pid}`);
      const viaApi = await measure(() => callApi(operation), connections, seconds);
      const viaSql = sql
        ? await measure(() => callSql(sql, operation), connections, seconds)
        : null;
      rows.push({
        operation: `${name}: ${operation.name}`,
        'req/s': viaApi.perSecond,
        'p50 ms': viaApi.p50.toFixed(1),
        'p95 ms': viaApi.p95.toFixed(1),
        'p99 ms': viaApi.p99.toFixed(1),
        'server p50 ms': viaApi.serverP50.toFixed(2),
        errors: viaApi.errors,
        'body KB': (viaApi.bytes / 1024).toFixed(1),
        ...(pool && {
          'SQL p50 ms': viaSql ? viaSql.p50.toFixed(1) : '',
          'SQL p99 ms': viaSql ? viaSql.p99.toFixed(1) : '',
          'API/SQL p50': viaSql ? (viaApi.p50 / viaSql.p50).toFixed(1) : '',
        }),
      });
    }
  }
  if (rows.length > 0) {
    if (values.markdown) console.log(markdownTable(rows));
    else console.table(rows);
  }
  const hostileFailed = values.case.includes(HOSTILE) && (await benchHostileBodies(api, seconds));
  return rows.some((row) => row.errors > 0) || hostileFailed;
}

/** The rows as a Markdown table, for the README's figures. @param {Record<string, unknown>[]} rows */
function markdownTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const line = (/** @type {unknown[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => row[column]))),
  ].join('\n');
}

let failed = false;
for (const [index, option] of values.url.entries()) {
  const [server, url] = named(option, index);
  const databaseUrl = databaseUrls.get(server);
  const pool = databaseUrl
    ? new pg.Pool({ connectionString: databaseUrl, max: connections })
    : null;
  try {
    failed = (await benchServer(server, url, pool, statementsLogs.get(server))) || failed;
  } finally {
    await pool?.end();
  }
}
if (failed) process.exitCode = 1;
