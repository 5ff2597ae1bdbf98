/**
 * Where a user goes after signing in: the page they were sent away from, or /
 * (docs/product/screens.md). The remembered location may come from a URL, so only an internal path
 * is followed; '//host' and anything with a scheme would leave the app, and the sign-in pages would
 * loop.
 */
const SIGN_IN_PAGES = ['/login', '/register'];

export function afterSignInPath(remembered: string | null | undefined): string {
  if (!remembered || !remembered.startsWith('/') || /^\/[/\\]/.test(remembered)) return '/';
  const pathname = remembered.split(/[?#]/, 1)[0] as string;
  return SIGN_IN_PAGES.includes(pathname) ? '/' : remembered;
}
