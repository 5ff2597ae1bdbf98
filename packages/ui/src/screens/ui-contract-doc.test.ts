/**
 * docs/ui-contract.md is where an embedding tool learns the screens: it names every screen
 * @plotline/ui/screens exports, with the test that drives it, so a new screen cannot ship
 * undocumented.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as screens from './index';

const repoRoot = join(import.meta.dirname, '../../../..');
const contract = readFileSync(join(repoRoot, 'docs/ui-contract.md'), 'utf8');
const exportedScreens = Object.keys(screens).filter((name) => /^[A-Z]\w*Screen$/.test(name));

it('exports the screens', () => {
  expect(exportedScreens.length).toBeGreaterThanOrEqual(15);
});

it.each(exportedScreens)('lists %s in docs/ui-contract.md, with its test', (screen) => {
  const row = contract.split('\n').find((line) => line.startsWith(`| \`${screen}\``));
  expect(row, `no row for ${screen} in the table of screens`).toBeDefined();
  const [test] = row!.match(/packages\/ui\/src\/screens\/[\w/]+\.test\.tsx/) ?? [];
  expect(test, `no test named in ${screen}'s row`).toBeDefined();
  expect(existsSync(join(repoRoot, test!))).toBe(true);
});
