/**
 * Keyboard-only moves for the browser tests: each presses keys as a keyboard user would, and
 * locates elements only to know when to stop and to assert where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The page's one polite live region, which says what a list shows after a change. */
export const announcer = (page: Page) => page.locator('[data-plotline-announcer]');

/** Whether `target` has the focus now; false while it is not in the page. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

/** Whether the focus is on `scope` or inside it now. */
async function hasFocusWithin(scope: Locator): Promise<boolean> {
  return scope
    .evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 1_000 })
    .catch(() => false);
}

/**
 * Presses `key` until `target` has the focus, as a keyboard user would; fails after `max`
 * presses, so a control the key cannot reach fails the test.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `focused within ${max} presses of ${key}`).toBeFocused({ timeout: 1_000 });
}

/** Tabs forward until `target` has the focus. */
export const tabTo = (page: Page, target: Locator, max = 40) =>
  pressUntilFocused(page, target, { key: 'Tab', max });

/** Moves with an arrow key (right by default) until `target` has the focus. */
export const arrowTo = (page: Page, target: Locator, key = 'ArrowRight', max = 12) =>
  pressUntilFocused(page, target, { key, max });

/** Tabs forward until the focus is inside `scope`, e.g. a radio group or a table. */
export async function tabInto(page: Page, scope: Locator, max = 40): Promise<void> {
  await expect(scope).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocusWithin(scope)) return;
    await page.keyboard.press('Tab');
  }
  await expectFocusWithin(scope, `within ${max} presses of Tab`);
}

/**
 * Chooses `option` of a radio group: Tab enters the group (on its checked radio, or its first),
 * the arrow keys move the choice, and Space checks the radio focused when none was checked.
 */
export async function chooseRadio(page: Page, group: Locator, option: string): Promise<void> {
  const radio = group.getByRole('radio', { name: option, exact: true });
  await tabInto(page, group);
  await arrowTo(page, radio, 'ArrowDown', 6);
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Fails unless the focus is on `scope` or inside it (waiting for it as expect does). */
export async function expectFocusWithin(
  scope: Locator,
  message = 'the focus is inside',
): Promise<void> {
  await expect
    .poll(() => hasFocusWithin(scope), { message: `${message}: ${scope.toString()}` })
    .toBe(true);
}

/** Selects what a text box holds and types over it. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * In a focused combobox: types `text`, waits for `option` to be the one option offered, moves to
 * it with the arrow keys and picks it with Enter. The options take a virtual focus (the combobox's
 * aria-activedescendant), while the real focus stays in the box.
 */
export async function pickByKeyboard(
  page: Page,
  combobox: Locator,
  text: string,
  option: Locator,
): Promise<void> {
  await expect(combobox).toBeFocused();
  await page.keyboard.type(text);
  // Once the search for all of `text` has answered, `option` is the only one offered.
  await expect(option).toBeVisible();
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await expect(listbox.getByRole('option')).toHaveCount(1);
  const optionId = await option.getAttribute('id');
  if (!optionId) throw new Error(`${option.toString()} has no id to be the active descendant`);
  for (let presses = 0; presses < 10; presses += 1) {
    if ((await combobox.getAttribute('aria-activedescendant')) === optionId) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', optionId, { timeout: 1_000 });
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeFocused();
}

/**
 * A signed-in page's bypass (WCAG 2.4.1): on a freshly loaded page the first Tab reaches the
 * 'Skip to main content' link, shown once focused; Enter moves the focus to the main content,
 * so the next Tab reaches `firstInMain`, the page's first control, past the sidebar and top bar.
 */
export async function skipToMain(page: Page, firstInMain: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Shown once focused: not the 1-pixel box of a visually hidden link.
  await expect
    .poll(async () => (await skip.boundingBox())?.height ?? 0, {
      message: 'the focused skip link is shown',
    })
    .toBeGreaterThan(10);
  await page.keyboard.press('Enter');
  await expectFocusWithin(
    page.locator('main#main-content'),
    'Enter on the skip link moves to main',
  );
  await page.keyboard.press('Tab');
  await expect(firstInMain).toBeFocused();
}
