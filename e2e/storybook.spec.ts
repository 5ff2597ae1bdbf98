/**
 * The Storybook the product serves under /storybook (npm run build:storybook writes it): every
 * docs page renders under the Storybook's Content-Security-Policy with all its files, passes axe at
 * the level the product's pages do, and each component's page tells how it is used from the
 * keyboard, what it does for accessibility and which domain rules it applies.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';

type IndexEntry = { id: string; type: 'docs' | 'story'; importPath: string };

/** The sections every component's docs (its X.docs.md) has, beside what the autodocs table shows. */
const COMPONENT_SECTIONS = ['Keyboard', 'Accessibility', 'Domain rules'];

type Rendering = { docs: string | null; finished: number; failed: string[] };
type Watched = typeof globalThis & {
  rendering: Rendering;
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
};

/**
 * Listens on the preview's channel, from the moment the preview makes it, for the docs page it has
 * rendered and for each story on it that has finished rendering (a story renders after the page).
 */
async function watchRendering(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = globalThis as Watched;
    watched.rendering = { docs: null, finished: 0, failed: [] };
    Object.defineProperty(watched, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      set(channel: NonNullable<Watched['__STORYBOOK_ADDONS_CHANNEL__']>) {
        Object.defineProperty(watched, '__STORYBOOK_ADDONS_CHANNEL__', {
          value: channel,
          writable: true,
          configurable: true,
        });
        channel.on('docsRendered', (id: string) => {
          watched.rendering.docs = id;
        });
        channel.on('storyFinished', ({ storyId, status }: { storyId: string; status: string }) => {
          watched.rendering.finished += 1;
          if (status !== 'success') watched.rendering.failed.push(storyId);
        });
      },
    });
  });
}

/** Shows a docs page in the preview already open, as the catalogue does: no reload. */
async function showDocs(page: Page, id: string): Promise<void> {
  await page.evaluate((docsId) => {
    const watched = globalThis as Watched;
    watched.rendering = { docs: null, finished: 0, failed: [] };
    watched.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
      storyId: docsId,
      viewMode: 'docs',
    });
  }, id);
}

/** Waits until the page is rendered and so is every story on it; returns the stories that failed. */
async function renderedDocs(page: Page, id: string): Promise<string[]> {
  await page.waitForFunction(
    (docsId) => {
      const { rendering } = globalThis as Watched;
      const stories = document.querySelectorAll('#storybook-docs .docs-story').length;
      return (
        rendering.docs === docsId &&
        rendering.finished >= stories &&
        !document.body.classList.contains('sb-show-preparing-docs')
      );
    },
    id,
    { timeout: 60_000 },
  );
  return page.evaluate(() => (globalThis as Watched).rendering.failed);
}

/**
 * Collects what goes wrong on the page: what the Storybook's Content-Security-Policy refused (which
 * Chromium reports as a console error), files under /storybook that failed, and uncaught errors.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.url().includes('/storybook/') && response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the catalogue opens at /storybook on Getting started, the package README', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/storybook');
  await expect(page).toHaveURL(/\/storybook\/(\?.*)?$/);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { name: '@plotline/ui', level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Install', level: 2 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('every docs page renders, passes axe and, for a component, has its three sections', async ({
  page,
}) => {
  const index = await page.request.get('/storybook/index.json');
  expect(index.status(), 'no Storybook served: npm run build:storybook writes it').toBe(200);
  const { entries } = (await index.json()) as { entries: Record<string, IndexEntry> };
  const docsPages = Object.values(entries).filter((entry) => entry.type === 'docs');
  expect(docsPages.length).toBeGreaterThan(0);
  test.setTimeout(60_000 + docsPages.length * 20_000);

  // What goes wrong while a page is shown is set down against it.
  const problems = watchProblems(page);
  await watchRendering(page);
  const [first] = docsPages;
  await page.goto(`/storybook/iframe.html?id=${first!.id}&viewMode=docs`);
  for (const entry of docsPages) {
    if (entry !== first) await showDocs(page, entry.id);
    const failedStories = await renderedDocs(page, entry.id);
    expect.soft(failedStories, `${entry.id}: stories that failed to render`).toEqual([]);
    expect.soft(problems.splice(0), `${entry.id}: errors, refused or missing files`).toEqual([]);
    expect.soft(await seriousAxeViolations(page), `${entry.id}: axe`).toEqual([]);
    // A story file's page, not a page of its own such as Getting started.
    if (entry.importPath.endsWith('.stories.tsx')) {
      const headings = await page.locator('#storybook-docs h2').allTextContents();
      const missing = COMPONENT_SECTIONS.filter((section) => !headings.includes(section));
      expect.soft(missing, `${entry.id}: sections missing from its docs`).toEqual([]);
    }
  }
});
