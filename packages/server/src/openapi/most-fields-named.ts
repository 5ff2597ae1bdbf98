/**
 * The most fields one refusal names. A form's worst mistake names a few hundred; a body built to
 * be refused can name a hundred thousand, and naming each held the server for longer than reading
 * the body did, to send back megabytes. Past this, the rest go unnamed.
 */
export const MOST_FIELDS_NAMED = 1000;
