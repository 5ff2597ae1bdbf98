/** argon2id is slow on purpose, so each password is hashed once for the whole verification. */
import { hashPassword } from '../auth/passwords';

const hashes = new Map<string, Promise<string>>();

export function hashedOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
