/**
 * The attempted location rides along to /login as ?next=, so it survives a reload of the sign-in
 * page; @plotline/domain's afterSignInPath decides whether it is safe to follow.
 */
import { afterSignInPath } from '@plotline/domain';

const NEXT = 'next';

export function signInPath(attempted: string): string {
  return `/login?${new URLSearchParams({ [NEXT]: attempted })}`;
}

/** Where to go after signing in, given /login's search string (without the '?'). */
export function pathAfterSignIn(loginSearch: string): string {
  return afterSignInPath(new URLSearchParams(loginSearch).get(NEXT));
}
