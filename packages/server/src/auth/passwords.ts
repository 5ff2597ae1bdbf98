/** Passwords are kept as argon2id hashes (OWASP's minimum: 19 MiB, 2 passes); never readable. */
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id; its const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * Checked against when the account does not exist, so an unknown username costs the same
 * time as a wrong password and sign-in timing tells nobody which accounts exist.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('plotline-decoy-password', OPTIONS);
  return decoyHash;
}
