// @ts-check
/** The contract the consumer wrote, as committed at the repository's root. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PACT_FILE = fileURLToPath(
  new URL('../../../pacts/plotline-app-plotline-api.json', import.meta.url),
);

/**
 * @typedef {{
 *   provider: { name: string };
 *   interactions: { providerStates?: { name: string }[] }[];
 * }} PactFile
 */

/** @returns {PactFile} */
function readPact() {
  return JSON.parse(readFileSync(PACT_FILE, 'utf8'));
}

export function providerName() {
  return readPact().provider.name;
}

/** Every distinct provider state the interactions name. */
export function providerStates() {
  const names = readPact().interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name));
  return [...new Set(names)];
}
