/**
 * How a signed-in user or a listed user is named on screen (docs/product/screens.md "App shell").
 */

export type PersonName =
  | { firstName?: string | null; lastName?: string | null; username?: string | null }
  | null
  | undefined;

function part(text: string | null | undefined): string {
  return text?.trim() ?? '';
}

function firstLetter(text: string): string {
  return (Array.from(text)[0] ?? '').toUpperCase();
}

function names(person: PersonName): string[] {
  return [part(person?.firstName), part(person?.lastName)].filter((name) => name !== '');
}

/** First plus last name; either alone when only one is known; else the username; else 'User'. */
export function displayName(person: PersonName): string {
  const full = names(person).join(' ');
  if (full !== '') return full;
  return part(person?.username) || 'User';
}

/** Initials of the first and last names; else the username's first letter; else 'U'. */
export function avatarInitials(person: PersonName): string {
  const initials = names(person).map(firstLetter).join('');
  if (initials !== '') return initials;
  return firstLetter(part(person?.username)) || 'U';
}

/** A user the viewer may not look up (no users.view), named by their id alone. */
export function userReference(userId: number): string {
  return `User #${userId}`;
}
