/**
 * npm run size: builds the app into a scratch folder and prints, gzip-compressed as served, the
 * JS the first page load fetches (the entry and what index.html preloads), and for each route
 * what its first visit fetches in all: the first load, the signed-in shell for a signed-in page,
 * and the route's own chunks. Fails when the first load or a route's first visit is over its
 * budget, so no screen grows heavier unnoticed (issue 14, issue 36, docs/performance.md).
 * `--why Bookings` also prints what that route's first visit is made of (size-breakdown.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { printBreakdown } from './size-breakdown.mjs';

const INITIAL_BUDGET_KIB = 150;
/** The signed-in pages' shell (sidebar, top bar, search, bell), loaded with the first of them. */
const SIGNED_IN_SHELL = 'src/routing/GuardedPages.tsx';
/** Routes shown without the shell: signing in, registering, the forced first password. */
const WITHOUT_SHELL = new Set([
  'src/features/auth/LoginRoute.tsx',
  'src/features/auth/RegisterRoute.tsx',
  'src/features/auth/ChoosePasswordRoute.tsx',
]);
/**
 * Each route's first visit, KiB gzip: its size when set, with a few KiB of room. A budget comes
 * down as its route is made lighter; a feature that must add to a route raises it by what it
 * adds, measured and said in its commit (issue 37's enquiries: Bookings +2 KiB for a booking from
 * an enquiry, the Audit Log +0.3 for its new kinds of record).
 */
const FIRST_VISIT_BUDGET_KIB = {
  'src/features/dashboard/DashboardPage.tsx': 210,
  'src/features/enquiries/EnquiriesPage.tsx': 256,
  'src/features/projects/ProjectsPage.tsx': 218,
  'src/features/plots/PlotsPage.tsx': 236,
  'src/features/bookings/BookingsPage.tsx': 274,
  'src/features/follow-ups/FollowUpsPage.tsx': 218,
  'src/features/collections/CollectionsPage.tsx': 250,
  'src/features/channel-partners/ChannelPartnersPage.tsx': 228,
  'src/features/amenities/AmenitiesPage.tsx': 195,
  'src/features/users/UsersPage.tsx': 222,
  'src/features/roles/RolesPage.tsx': 213,
  'src/features/permissions/PermissionsPage.tsx': 215,
  'src/features/audit-log/AuditLogPage.tsx': 252,
  'src/features/auth/ChangePasswordPage.tsx': 180,
  'src/features/auth/ChoosePasswordRoute.tsx': 130,
  'src/features/auth/LoginRoute.tsx': 135,
  'src/features/auth/RegisterRoute.tsx': 135,
};

const overBudget = (what, kib, budget) =>
  `${what} is ${kib.toFixed(1)} KiB gzip, over its ${budget} KiB budget.`;

const { values: options } = parseArgs({ options: { why: { type: 'string' } } });

const outDir = mkdtempSync(join(tmpdir(), 'plotline-size-'));
try {
  execFileSync(
    join(import.meta.dirname, '../../../node_modules/.bin/vite'),
    [
      'build',
      ...['--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
      // Source maps without the comment naming them, which would weigh in every chunk's size.
      ...(options.why ? ['--sourcemap', 'hidden'] : []),
    ],
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
  // The routes are the pages the router loads (the entry's and the shell's dynamic imports of the
  // app's features); what a page loads later, as a dialog opens (ui's lazyDialog), is not part of
  // its first visit.
  const router = [...initial, ...closure(SIGNED_IN_SHELL)];
  const routes = [...new Set(router.flatMap((key) => manifest[key].dynamicImports ?? []))].filter(
    (key) => key.startsWith('src/features/'),
  );

  const over = [];
  if (initialKib > INITIAL_BUDGET_KIB)
    over.push(overBudget('The first load', initialKib, INITIAL_BUDGET_KIB));
  const line = (size, budget, what) =>
    console.log(`${size.padStart(11)}  ${budget.padStart(6)}  ${what}`);
  console.log('JS, KiB gzip, as each route is first visited');
  line('first visit', 'budget', 'route');
  line(initialKib.toFixed(1), String(INITIAL_BUDGET_KIB), 'first load (entry + preloads)');
  for (const route of routes) {
    const visit = new Set(initial);
    if (!WITHOUT_SHELL.has(route)) closure(SIGNED_IN_SHELL, visit);
    closure(route, visit);
    const visitKib = total(visit);
    const budget = FIRST_VISIT_BUDGET_KIB[route];
    if (budget === undefined) {
      over.push(`${relative('src', route)} has no budget in scripts/size.mjs: give it its size.`);
    } else if (visitKib > budget) over.push(overBudget(relative('src', route), visitKib, budget));
    line(visitKib.toFixed(1), String(budget ?? '-'), relative('src', route));
  }
  if (options.why) {
    const route = routes.find((key) => key.includes(options.why));
    if (!route) throw new Error(`No route's source path holds '${options.why}'`);
    const shell = WITHOUT_SHELL.has(route) ? new Set() : closure(SIGNED_IN_SHELL);
    const files = (keys, without) =>
      [...keys]
        .filter((key) => !without.some((part) => part.has(key)))
        .map((key) => manifest[key].file);
    printBreakdown(outDir, relative('src', route), {
      'first load': files(initial, []),
      shell: files(shell, [initial]),
      route: files(closure(route), [initial, shell]),
    });
  }
  for (const message of over) console.error(message);
  if (over.length > 0) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
