/**
 * WCAG 2.2's reflow (1.4.10) and text spacing (1.4.12) on every page: 320 CSS px wide, as a
 * 1280 px screen at 400% zoom, with the text spacing a reader's own style sheet may set. One
 * test, signed in once: the checks are read from the page rather than clicked through.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminApi,
  createBooking,
  createPartner,
  createProject,
  indiaDate,
  type Api,
} from './booking-setup';
import { ADMIN, submitSignIn, uniqueName } from './helpers';

const WIDTH = 320;

/** WCAG 1.4.12's spacing, set as the W3C's text-spacing bookmarklet sets it. */
const TEXT_SPACING = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

const SIGNED_IN_PAGES = [
  '/',
  '/projects',
  '/plots',
  '/amenities',
  '/bookings',
  '/follow-ups',
  '/channel-partners',
  '/users',
  '/roles',
  '/permissions',
  '/audit-log',
] as const;

test.use({
  viewport: { width: WIDTH, height: 640 },
  // The reader's style sheet is an inline <style>, which the app's Content-Security-Policy refuses.
  bypassCSP: true,
});

/**
 * What breaks reflow on the page as it is now: a page that scrolls sideways (naming the outermost
 * elements that stick out, outside any box that scrolls on its own, as a data table's does); in
 * the top bar, text clipped or pushed off screen; in an open dialog, content off screen or a box
 * that scrolls sideways; an empty table's message out of view.
 */
function reflowFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      [element.tagName.toLowerCase(), ...Array.from(element.classList)].join('.');
    const scrollsItself = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const faults: string[] = [];

    if (root.scrollWidth > width) {
      const outermost = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (element.getBoundingClientRect().right <= width) return false;
        // Placed absolutely, it escapes a box that scrolls unless that box positions it.
        if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return true;
        const parent = element.parentElement;
        return (
          parent !== null && parent.getBoundingClientRect().right <= width && !scrollsItself(parent)
        );
      });
      faults.push(`the page is ${root.scrollWidth} px wide: ${outermost.map(describe).join(', ')}`);
    }

    for (const [where, selector] of [
      ['the top bar', 'header'],
      ['the dialog', '[role="dialog"]'],
    ] as const) {
      for (const element of Array.from(document.querySelectorAll(`${selector} *`))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > width))
          faults.push(`off screen in ${where}: ${describe(element)}`);
        // An input scrolls its own text, and a dialog's body scrolls down; nothing else scrolls.
        if (element.tagName === 'INPUT' || !scrollsItself(element)) continue;
        const clipped =
          element.scrollWidth > element.clientWidth ||
          (where === 'the top bar' && element.scrollHeight > element.clientHeight);
        if (clipped) faults.push(`clipped in ${where}: ${describe(element)}`);
      }
    }

    // An empty list's message is text, not table data: it must show without scrolling sideways.
    const messages = document.querySelectorAll('tbody[data-empty] > tr > * > *');
    for (const message of Array.from(messages)) {
      const box = message.getBoundingClientRect();
      if (box.left < 0 || box.right > width) faults.push(`out of view: ${describe(message)}`);
    }
    return faults;
  });
}

/**
 * Waits for the page's heading and for its data, whose rows and cards are what may overflow; and
 * makes sure the reader's spacing is on, lest the checks pass on a page without it.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe('0px');
  await expect(
    page.locator('[aria-busy="true"], [role="progressbar"]').or(page.getByText('Loading...')),
  ).toHaveCount(0);
}

/**
 * A row in every list, each list's widest cells being what overflows: a project with plots (the
 * plots page shows its map), a partner, a booking through the partner and one direct, a
 * follow-up and an amenity. Returns the project.
 */
async function createRecords(api: Api) {
  const project = await createProject(api, ['R-1', 'R-2', 'R-3'], 'Reflow ');
  const partner = await createPartner(api);
  const booking = await createBooking(api, project, 'R-1', 3, partner.id);
  await createBooking(api, project, 'R-2', 70, null);
  const followUp = await api.request.post('/api/bookingfollowups', {
    headers: api.headers,
    data: {
      bookingId: booking.id,
      followUpDate: indiaDate(-1),
      nextFollowUpDate: indiaDate(6),
      purpose: 'Payment reminder',
      followUpUpdate: 'The owner will pay the balance next week',
      followUpTakenBy: 'Neha Verma',
    },
  });
  expect(followUp.status(), await followUp.text()).toBe(201);
  const amenity = await api.request.post('/api/amenities', {
    headers: api.headers,
    data: { name: uniqueName('Club House '), description: 'For the reflow check', isActive: true },
  });
  expect(amenity.status(), await amenity.text()).toBe(201);
  return project;
}

test('every page reflows at 320 px with the text spacing a reader may set', async ({
  page,
  request,
}) => {
  const project = await createRecords(await adminApi(request));
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, TEXT_SPACING);

  await page.goto('/login');
  await settled(page);
  expect(await reflowFaults(page), '/login').toEqual([]);
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path === '/plots' ? `/plots?projectId=${project.id}` : path);
    await settled(page);
    if (path === '/plots')
      await expect(page.getByRole('grid', { name: `Plots of ${project.name}` })).toBeVisible();
    expect.soft(await reflowFaults(page), path).toEqual([]);
  }

  // A list searched empty: the empty table is wider than the page, its message must not be.
  await page.goto(`/bookings?searchTerm=${uniqueName('nothing')}`);
  await settled(page);
  await expect(page.locator('tbody[data-empty]')).toHaveCount(1);
  expect.soft(await reflowFaults(page), 'an empty list').toEqual([]);

  // A form modal at 320 px (a 640 px window at 200%): it fits, and its last button is reachable.
  await page.goto('/projects');
  await settled(page);
  await page.getByRole('button', { name: 'Add Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add Project' });
  await expect(form).toBeVisible();
  expect(await reflowFaults(page), 'the Add Project form').toEqual([]);
  const submit = form.getByRole('button', { name: 'Create Project' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport({ ratio: 1 });
});
