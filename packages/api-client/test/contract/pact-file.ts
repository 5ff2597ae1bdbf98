/**
 * The pact file, put together from the pacts each case's mock server wrote. Pact merges a pact
 * into the file already there: merged case by case into one file, every case re-read and
 * rewrote the whole file so far, which took most of the run. So each case's pact is taken
 * away as soon as it is written, and they are all joined once, in the order Pact's merging
 * keeps: by description, compared as UTF-8 bytes. The file is then what Pact writes, key by
 * key and two spaces deep.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type Interaction = { description: string };
export type Pact = { interactions: Interaction[] };

function byDescription(a: Interaction, b: Interaction): number {
  return Buffer.compare(Buffer.from(a.description), Buffer.from(b.description));
}

/** The pact a case's mock server wrote to `file`, removed so that the next case starts afresh. */
export function takeCasePact(file: string): Pact {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as Pact;
  rmSync(file);
  return pact;
}

/** Writes `file` with the interactions of `casePacts`, pacts of one consumer and provider. */
export function writePactFile(casePacts: Pact[], file: string): void {
  const [first] = casePacts;
  if (!first) throw new Error('No case wrote a pact');
  const interactions = casePacts.flatMap((pact) => pact.interactions).sort(byDescription);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...first, interactions }, null, 2));
}
