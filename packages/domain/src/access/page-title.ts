/**
 * What each page is called in the browser's tab and history, and what a screen reader says on
 * arriving (WCAG 2.4.2): the page first, so each of several open tabs shows which page it holds.
 */
import { OWN_PASSWORD_TEXTS } from '../auth/change-own-password';
import { SESSION_MESSAGES } from '../auth/session-messages';
import { PRODUCT_NAME } from '../constants';
import { ACCESS_DENIED } from './access-denied';
import { pageAt } from './record-paths';
import { ROUTE_ACCESS, type AppPath } from './route-access';
import { guardRoute, type GuardSession } from './route-guard';
import { SIDEBAR_ENTRIES } from './sidebar';

/** What an address outside the routes shows, signed in or not (docs/product/screens.md). */
export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * The signed-in pages are called as the sidebar calls them; the signed-out ones and the user
 * menu's are not in it.
 * The type cannot see through fromEntries that every route is named: the test holds it to that.
 */
const PAGE_LABELS = {
  '/login': 'Sign In',
  '/register': 'Register',
  '/change-password': OWN_PASSWORD_TEXTS.changePassword,
  ...Object.fromEntries(SIDEBAR_ENTRIES.map((entry) => [entry.path, entry.label])),
} as Readonly<Record<AppPath, string>>;

/** 'Bookings · Real Estate CRM'. */
export function pageTitle(label: string): string {
  return `${label} · ${PRODUCT_NAME}`;
}

/** The name of what the session sees at `path`: the page, or why it may not see it. */
export function pageLabel(path: string, session: GuardSession): string {
  const page = pageAt(path);
  if (page === null) return NOT_FOUND_TITLE;
  const outcome = guardRoute(session, ROUTE_ACCESS[page]);
  if (outcome === 'no-permission' || outcome === 'no-role') return ACCESS_DENIED.title;
  if (outcome === 'choose-password') return SESSION_MESSAGES.choosePasswordTitle;
  return PAGE_LABELS[page];
}
