// @ts-check
/**
 * `npm run soak -- [--minutes 10]`: a long run of an office's day at once, to find what only time
 * shows (memory that grows, connections that leak, errors that come under load). It starts the
 * built server itself (on a fresh PGlite DATA_DIR with demo data, or on DATABASE_URL when set),
 * signs in as admin, and has CONNECTIONS workers read and write as staff do (reads.mjs,
 * bookings-work.mjs, catalogue-work.mjs) over as many keep-alive connections for M minutes
 * (fractions allowed), while it samples the server's memory (memory.mjs). Then it reports
 * (report.mjs), stops the server it started and deletes its directory. It exits non-zero on any
 * error, and on memory growth of 10% or more in a run of 2 minutes or more.
 */
import { parseArgs } from 'node:util';
import { bookingOperations } from './bookings-work.mjs';
import { openBusiness } from './business.mjs';
import { catalogueOperations } from './catalogue-work.mjs';
import { watchMemory } from './memory.mjs';
import { readOperations } from './reads.mjs';
import { report } from './report.mjs';
import { residentKb, startServer } from './server-process.mjs';
import { CONNECTIONS, signIn } from './session.mjs';
import { Tally } from './tally.mjs';

const USAGE =
  'Usage: npm run soak -- [--minutes M] (M minutes, default 10; fractions such as 0.25 allowed)';
/** A day's soak at most; a longer one is more likely a typo. */
const MAX_MINUTES = 24 * 60;

/** The run's length in minutes, or the usage and exit code 2. */
function minutesAsked() {
  try {
    const { values } = parseArgs({
      options: { minutes: { type: 'string', default: '10' }, help: { type: 'boolean' } },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const minutes = Number(values.minutes);
    if (values.minutes.trim() !== '' && minutes > 0 && minutes <= MAX_MINUTES) return minutes;
    console.error(
      `--minutes must be a number above 0 and at most ${MAX_MINUTES}, not '${values.minutes}'`,
    );
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
  }
  console.error(USAGE);
  process.exit(2);
}

/**
 * Each worker picks an operation by its weight, another at once when one found nothing to
 * work on, until the time is up or `stopped` says so.
 * @param {import('./business.mjs').Operation[]} operations @param {number} seconds
 * @param {() => boolean} stopped
 */
async function work(operations, seconds, stopped) {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  const choose = () => {
    let left = Math.random() * total;
    const chosen = operations.find((operation) => (left -= operation.weight) < 0);
    return /** @type {import('./business.mjs').Operation} */ (chosen ?? operations[0]);
  };
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until && !stopped()) {
      let worked = false;
      while (!worked) worked = await choose().run();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/**
 * A first Ctrl-C (or SIGTERM) ends the run early, with its report; a second ends the soak at
 * once. Either way the server started here is stopped and its directory deleted (a server of
 * its own process group, which the terminal's signal does not reach).
 */
let interrupted = false;
const interrupt = () => {
  if (interrupted) process.exit(130);
  interrupted = true;
};

/**
 * Signs in, reads the business, works the run and reports: whether the soak passed.
 * @param {Awaited<ReturnType<typeof startServer>>} server @param {number} minutes
 */
async function soak(server, minutes) {
  if (residentKb(server.pid) === null) {
    throw new Error(
      `The server's memory is read from /proc/${server.pid}/status: the soak runs on Linux`,
    );
  }
  const tally = new Tally();
  const session = await signIn(server.url, tally);
  const business = await openBusiness(session);
  const operations = [
    ...(await readOperations(business, session)),
    ...bookingOperations(business, session),
    ...catalogueOperations(business, session),
  ];
  console.log(`${server.database} at ${server.url}, PID ${server.pid}: ${CONNECTIONS} workers`);
  const seconds = minutes * 60;
  const memory = watchMemory(server.pid, seconds);
  const began = performance.now();
  await work(operations, seconds, () => interrupted || server.ended() !== null);
  const elapsed = (performance.now() - began) / 1000;
  session.close();
  return report({
    server,
    tally,
    memory: memory.finish(),
    connections: CONNECTIONS,
    seconds: elapsed,
    interrupted,
  });
}

const minutes = minutesAsked();
process.on('SIGINT', interrupt).on('SIGTERM', interrupt);
console.log(`Starting the built server for a soak of ${minutes} min …`);
let passed = false;
try {
  const server = await startServer(() => interrupted);
  try {
    passed = await soak(server, minutes);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(`The soak could not run: ${/** @type {Error} */ (error).message}`);
}
// A run stopped early passed nothing, whatever it saw.
process.exitCode = interrupted ? 130 : passed ? 0 : 1;
