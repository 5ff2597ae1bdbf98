/**
 * What a route's first visit is made of (`npm run size -- --why Bookings`): each chunk's gzip size
 * shared among the sources its source map says its bytes came from, summed per npm package (e.g.
 * react-aria) and per folder of our own packages (e.g. ui/src/screens), and printed per part of
 * the visit (the first load, the signed-in shell, the route's own chunks), heaviest first. A
 * chunk compresses as a whole, so a source's share is its share of the chunk's minified bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Shares under this many KiB in every part are summed into one line. */
const SMALLEST_SHOWN_KIB = 0.5;

/**
 * The group a source's bytes count in: 'node_modules/@react-aria/x/dist/y.mjs' -> '@react-aria/x',
 * 'packages/ui/src/screens/A/B.tsx' -> 'ui/src/screens'.
 */
function sourceGroup(source) {
  const inPackage = source.split('node_modules/').at(-1);
  if (inPackage !== source) {
    const parts = inPackage.split('/');
    return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
  }
  const ours = source.match(/packages\/([^/]+\/src(?:\/[^/.]+(?=\/))?)/);
  return ours ? ours[1] : '(the bundler)';
}

/** KiB gzip of one chunk per source group, from its minified bytes' mapping. */
function chunkShares(outDir, file) {
  const code = readFileSync(join(outDir, file), 'utf8');
  const kib = gzipSync(code, { level: 9 }).length / 1024;
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')));
  const lines = code.split('\n');
  const bytes = new Map();
  let mapped = 0;
  let previous = null;
  const count = (end) => {
    if (!previous) return;
    const length = Math.max(0, end - previous.column);
    const group = previous.source ? sourceGroup(previous.source) : '(the bundler)';
    bytes.set(group, (bytes.get(group) ?? 0) + length);
    mapped += length;
  };
  map.eachMapping((mapping) => {
    if (previous && previous.line !== mapping.generatedLine) {
      count(lines[previous.line - 1].length);
      previous = null;
    }
    count(mapping.generatedColumn);
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source,
    };
  });
  if (previous) count(lines[previous.line - 1].length);
  return new Map([...bytes].map(([group, length]) => [group, (kib * length) / (mapped || 1)]));
}

/**
 * Prints the breakdown of a first visit, given its parts as chunk files (each chunk in the first
 * part that holds it) of a build made with source maps.
 */
export function printBreakdown(outDir, route, parts) {
  const names = Object.keys(parts);
  const table = new Map();
  for (const [index, name] of names.entries()) {
    for (const file of parts[name]) {
      for (const [group, kib] of chunkShares(outDir, file)) {
        const row = table.get(group) ?? names.map(() => 0);
        row[index] += kib;
        table.set(group, row);
      }
    }
  }
  const rest = names.map(() => 0);
  const rows = [...table].filter(([, row]) => {
    if (row.some((kib) => kib >= SMALLEST_SHOWN_KIB)) return true;
    row.forEach((kib, index) => (rest[index] += kib));
    return false;
  });
  rows.sort(([, a], [, b]) => b.reduce((x, y) => x + y) - a.reduce((x, y) => x + y));
  rows.push([`(the rest, each under ${SMALLEST_SHOWN_KIB} KiB)`, rest]);
  const totals = names.map((_, index) => rows.reduce((sum, [, row]) => sum + row[index], 0));
  const cells = (row) =>
    [...row, row.reduce((x, y) => x + y)].map((kib) => kib.toFixed(1).padStart(11)).join('');
  console.log(`\nWhat ${route}'s first visit is made of, KiB gzip`);
  console.log(`${[...names, 'in all'].map((name) => name.padStart(11)).join('')}  from`);
  for (const [group, row] of rows) console.log(`${cells(row)}  ${group}`);
  console.log(`${cells(totals)}  in all`);
}
