// @ts-check
/**
 * The soak's report and verdict: it fails on any error (a 5xx, an unexpected 4xx, a request
 * without an answer, an error in the server's log, the server gone) and on memory growth of
 * 10% or more, which is judged only on runs of 2 minutes or more: a shorter run's memory has
 * not settled, so its figures are printed and not judged.
 */

const GROWTH_LIMIT_PERCENT = 10;
const JUDGED_FROM_MINUTES = 2;

const mb = (/** @type {number} */ kb) => (kb / 1024).toFixed(1);
const span = (/** @type {number[]} */ [from = 0, to = 0]) =>
  `${from.toFixed(0)} s to ${to.toFixed(0)} s`;

/**
 * The memory's figures; pushes a failure when growth is judged and too much.
 * @param {import('./memory.mjs').Memory} memory @param {number} minutes @param {string[]} failures
 */
function reportMemory(memory, minutes, failures) {
  const growth = `${memory.growthPercent >= 0 ? '+' : ''}${memory.growthPercent.toFixed(1)}%`;
  console.log(
    `Server memory (RSS), sampled from ${memory.samples[0]?.atSeconds.toFixed(1)} s, after the warm-up (the first 10% of the run or 20 s, whichever is shorter):`,
  );
  console.log(
    `  start ${mb(memory.startKb)} MB (the median of the samples from ${span(memory.startSeconds)}), end ${mb(memory.endKb)} MB (from ${span(memory.endSeconds)}), peak ${mb(memory.peakKb)} MB, growth ${growth}`,
  );
  console.log(
    `  samples (s: MB): ${memory.samples.map((s) => `${s.atSeconds.toFixed(0)}: ${mb(s.kb)}`).join(', ')}`,
  );
  if (minutes < JUDGED_FROM_MINUTES) {
    console.log(
      `  growth not judged: a run shorter than ${JUDGED_FROM_MINUTES} minutes has not settled (from ${JUDGED_FROM_MINUTES} minutes the limit is ${GROWTH_LIMIT_PERCENT}%)`,
    );
  } else if (memory.growthPercent >= GROWTH_LIMIT_PERCENT) {
    failures.push(`memory grew ${growth} (the limit is ${GROWTH_LIMIT_PERCENT}%)`);
  } else {
    console.log(`  growth under the limit of ${GROWTH_LIMIT_PERCENT}%`);
  }
}

/**
 * Prints the report and answers whether the soak passed.
 * @param {{
 *   server: { database: string, pid: number, log: { errorCount: number, errors: string[] }, ended: () => string | null },
 *   tally: import('./tally.mjs').Tally,
 *   memory: import('./memory.mjs').Memory | null,
 *   connections: number,
 *   seconds: number,
 *   interrupted: boolean,
 * }} run
 */
export function report({ server, tally, memory, connections, seconds, interrupted }) {
  const minutes = seconds / 60;
  console.log(
    `\nSoak: ${minutes.toFixed(2)} min against ${server.database}, ${connections} connections, server PID ${server.pid}${interrupted ? ' (stopped early by a signal)' : ''}`,
  );
  console.log(`${tally.requests} requests, ${Math.round(tally.requests / seconds)} requests/s`);
  console.table(tally.rows());

  const codes = [...tally.refusedByCode].map(([code, count]) => `${code} ${count}`).join(', ');
  console.log(
    `Refused (409, a colleague's concurrent change got there first): ${tally.refused}${codes ? ` (${codes})` : ''}`,
  );
  console.log(`Errors: ${tally.errors}`);
  for (const error of tally.keptErrors) console.log(`  ${error}`);
  if (tally.errors > tally.keptErrors.length) {
    console.log(`  … and ${tally.errors - tally.keptErrors.length} more`);
  }
  console.log(`Errors in the server's log: ${server.log.errorCount}`);
  for (const line of server.log.errors) console.log(`  ${line}`);
  const ended = server.ended();
  if (ended) console.log(`The server ${ended} during the run`);

  /** @type {string[]} */
  const failures = [];
  if (tally.errors > 0) failures.push(`${tally.errors} errors`);
  if (server.log.errorCount > 0)
    failures.push(`${server.log.errorCount} errors in the server's log`);
  if (ended) failures.push(`the server ${ended}`);
  if (memory) reportMemory(memory, minutes, failures);
  else console.log('Server memory: no sample (the server was gone)');

  console.log(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join('; ')}`);
  return failures.length === 0;
}
