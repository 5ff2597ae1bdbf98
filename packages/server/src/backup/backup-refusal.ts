/**
 * A backup or restore refused for a reason the person running it can act on (a damaged file, a
 * database that is not empty): the scripts print its message alone, without a stack.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
