// @ts-check
/**
 * What a megabyte of hostile JSON costs everyone else (issue 31): small ordinary requests (who is
 * signed in, asked without a token) are timed for a while on their own, then again while
 * HOSTILE_SENDERS loops post 1 MB bodies to the login back to back: nested to the body depth
 * limit and past it, very wide arrays and objects, strings of escapes, NUL characters in every
 * value. The server refuses each before any rate limit counts it, so only the time it spends
 * reading and checking them stands between the other requests and their answers. The hostile
 * loops run in a worker thread of their own, so the time this process spends sending megabytes is
 * not counted against the server. The figures are printed, never asserted; a hostile body
 * answered other than 400 or 413, or an ordinary request other than 401, is an error.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { percentile } from './measure.mjs';

/** Just under the server's 1 MB body limit, so every body is read whole. */
const BODY_BYTES = 1024 * 1024 - 64;
/** The server's MAX_BODY_DEPTH (@plotline/domain): objects and arrays one inside another. */
const MAX_BODY_DEPTH = 32;
const HOSTILE_SENDERS = 2;
const ORDINARY_CALLERS = 2;
/** What the hostile bodies may add to the other requests' p99 before anyone would notice. */
const P99_LIMIT_MS = 20;

/**
 * `open`, as many items as fit in BODY_BYTES, `close`.
 * @param {string} open @param {(index: number) => string} item @param {string} close
 */
function filled(open, item, close) {
  const items = [];
  let length = open.length + close.length;
  for (let index = 0; ; index++) {
    const next = item(index);
    if (length + next.length + 1 > BODY_BYTES) break;
    items.push(next);
    length += next.length + 1;
  }
  return open + items.join(',') + close;
}

/** @param {number} levels */
const nestedArrays = (levels) => '['.repeat(levels) + ']'.repeat(levels);

const HOSTILE_BODIES = [
  { kind: 'nested past the limit', text: '['.repeat(BODY_BYTES) },
  {
    kind: 'nested past the limit at its end',
    text: filled('[', () => '0', `,${nestedArrays(MAX_BODY_DEPTH)}]`),
  },
  {
    kind: 'nested to the limit, many times',
    text: filled('[', () => nestedArrays(MAX_BODY_DEPTH - 1), ']'),
  },
  { kind: 'a wide array', text: filled('[', () => '0', ']') },
  {
    kind: 'a wide array in a login',
    text: filled('{"username":"admin","password":"secret","extra":[', () => '"a"', ']}'),
  },
  { kind: 'a wide object', text: filled('{', (index) => `"k${index}":0`, '}') },
  {
    kind: 'a string of escapes',
    text: `{"password":"secret","username":"${'\\u0000\\"\\\\'.repeat(Math.floor(BODY_BYTES / 10) - 10)}"}`,
  },
  { kind: 'NUL in every value', text: filled('{', (index) => `"k${index}":"\\u0000"`, '}') },
].map(({ kind, text }) => ({ kind, body: Buffer.from(text) }));

/** @param {number} turn */
const hostileBody = (turn) =>
  /** @type {{ kind: string, body: Buffer }} */ (HOSTILE_BODIES[turn % HOSTILE_BODIES.length]);

/**
 * Ordinary requests' latencies for `seconds`, from ORDINARY_CALLERS loops.
 * @param {string} api @param {number} seconds
 */
async function ordinaryLatencies(api, seconds) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const res = await fetch(`${api}/auth/me`);
        await res.arrayBuffer();
        if (res.status !== 401) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: ORDINARY_CALLERS }, loop));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    errors,
  };
}

/**
 * HOSTILE_SENDERS loops posting the hostile bodies in turn until `stopped` says so.
 * @param {string} api @param {() => boolean} stopped
 * @returns {Promise<{ sent: number, unexpected: string[] }>}
 */
async function sendHostileBodies(api, stopped) {
  let sent = 0;
  /** @type {Set<string>} kind and status of each answer that was no refusal */
  const unexpected = new Set();
  const loop = async (/** @type {number} */ first) => {
    for (let turn = first; !stopped(); turn++) {
      const { kind, body } = hostileBody(turn);
      let status = 0;
      try {
        const res = await fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // No answer at all: counted below as status 0.
      }
      sent += 1;
      if (status !== 400 && status !== 413) unexpected.add(`${kind}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: HOSTILE_SENDERS }, (_, index) => loop(index)));
  return { sent, unexpected: [...unexpected] };
}

// In the worker: send until the main thread says stop, then tell it what was sent.
if (!isMainThread && workerData?.hostileApi) {
  let stopping = false;
  parentPort?.once('message', () => {
    stopping = true;
  });
  const result = await sendHostileBodies(workerData.hostileApi, () => stopping);
  parentPort?.postMessage(result);
}

/**
 * The hostile loops in a worker thread, until the answer's stop is called.
 * @param {string} api @returns {{ stop(): Promise<{ sent: number, unexpected: string[] }> }}
 */
function hostileSenders(api) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { hostileApi: api } });
  const finished = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = /** @type {{ sent: number, unexpected: string[] }} */ (await finished);
      await worker.terminate();
      return result;
    },
  };
}

/** @param {number} ms */
const shown = (ms) => ms.toFixed(1);

/**
 * Prints the line and answers whether any request failed.
 * @param {string} api the server's /api URL @param {number} seconds for each of the two runs
 */
export async function benchHostileBodies(api, seconds) {
  const quiet = await ordinaryLatencies(api, seconds);
  const hostile = hostileSenders(api);
  const loaded = await ordinaryLatencies(api, seconds);
  const { sent, unexpected } = await hostile.stop();
  const added = loaded.p99 - quiet.p99;
  console.log(
    `hostile 1 MB bodies: other requests p99 ${added >= 0 ? '+' : ''}${shown(added)} ms ` +
      `(limit ${P99_LIMIT_MS} ms); p50 ${shown(quiet.p50)} → ${shown(loaded.p50)} ms, ` +
      `p99 ${shown(quiet.p99)} → ${shown(loaded.p99)} ms, ` +
      `max ${shown(quiet.max)} → ${shown(loaded.max)} ms; ` +
      `${sent} hostile bodies of ${HOSTILE_BODIES.length} kinds sent by ${HOSTILE_SENDERS} loops`,
  );
  for (const answer of unexpected) console.log(`  a hostile body was not refused: ${answer}`);
  const errors = quiet.errors + loaded.errors;
  if (errors > 0) console.log(`  ${errors} ordinary requests failed`);
  return errors > 0 || unexpected.length > 0;
}
