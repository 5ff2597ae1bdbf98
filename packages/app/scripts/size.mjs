/**
 * npm run size: builds the app into a scratch folder and prints, gzip-compressed as served, the
 * JS the first page load fetches (the entry and what index.html preloads) and what each route's
 * chunk adds on top. Fails when that first load is over the budget: the shell must stay small
 * however many screens the app grows (issue 14, docs/design.md "Built for a million bookings").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KIB = 150;

const outDir = mkdtempSync(join(tmpdir(), 'plotline-size-'));
try {
  execFileSync(
    join(import.meta.dirname, '../../../node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const kib = (key) => {
    const file = manifest[key].file;
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
    }
    return gzipped.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + kib(key), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(entry);
  const initialKib = total(initial);
  const lazyChunks = new Set(
    Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []),
  );

  const rows = [['first load (entry + preloads)', initialKib]];
  for (const key of lazyChunks) {
    const added = [...closure(key)].filter((chunk) => !initial.has(chunk));
    rows.push([`+ ${relative('src', key)}`, total(added)]);
  }
  console.log('JS, KiB gzip');
  for (const [what, size] of rows) console.log(`${size.toFixed(1).padStart(7)}  ${what}`);

  if (initialKib > INITIAL_BUDGET_KIB) {
    console.error(
      `The first load is ${initialKib.toFixed(1)} KiB gzip, over the ${INITIAL_BUDGET_KIB} KiB budget.`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
