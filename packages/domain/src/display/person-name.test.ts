import { describe, it, expect } from 'vitest';
import { avatarInitials, displayName, userReference, type PersonName } from './person-name';

describe('displayName and avatarInitials', () => {
  it.each<[string, PersonName, string, string]>([
    [
      'first and last name',
      { firstName: 'Priya', lastName: 'Sharma', username: 'priya' },
      'Priya Sharma',
      'PS',
    ],
    ['padded names', { firstName: ' priya ', lastName: ' sharma ' }, 'priya sharma', 'PS'],
    ['a first name only', { firstName: 'Priya', lastName: '', username: 'ps' }, 'Priya', 'P'],
    ['a last name only', { firstName: null, lastName: 'Sharma', username: 'ps' }, 'Sharma', 'S'],
    ['a username only', { firstName: '  ', lastName: null, username: 'ravi.k' }, 'ravi.k', 'R'],
    ['a padded username', { username: '  ravi ' }, 'ravi', 'R'],
    ['a blank username', { username: ' ' }, 'User', 'U'],
    ['no names at all', {}, 'User', 'U'],
    ['no user', null, 'User', 'U'],
    ['an undefined user', undefined, 'User', 'U'],
    ['non-Latin names', { firstName: 'अनिल', lastName: 'कुमार' }, 'अनिल कुमार', 'अक'],
    ['a name starting outside the BMP', { username: '𝒜lpha' }, '𝒜lpha', '𝒜'],
  ])('%s', (_, person, name, initials) => {
    expect(displayName(person)).toBe(name);
    expect(avatarInitials(person)).toBe(initials);
  });
});

describe('userReference', () => {
  it('names a user by id', () => {
    expect(userReference(7)).toBe('User #7');
  });
});
