/**
 * How a typed username or email is compared with the accounts' (sign-in, the sign-in lockout,
 * registration's duplicate check): Unicode NFKC, then one case fold. The server keeps each
 * account's keys beside it and compares keys alone, so JavaScript and the database can never
 * disagree about two names being one. Lower-casing in SQL did: PostgreSQL took 'admİn' (a dotted
 * capital I) for 'admin' while the lockout, keyed in JavaScript, counted it as another account.
 *
 * The fold does what full case folding does to the letters a name may hold: upper-casing first
 * folds 'ß' with 'SS', lower-casing then folds the rest, the final sigma becomes sigma, and NFKC
 * once more composes what the case mapping decomposed. Spaces around it are not part of a name.
 */
export function loginKey(typed: string): string {
  return typed
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .replaceAll('ς', 'σ')
    .normalize('NFKC')
    .trim();
}
