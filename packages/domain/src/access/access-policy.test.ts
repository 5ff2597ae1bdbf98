import { describe, expect, it } from 'vitest';
import {
  ACCESS_POLICY,
  ANY_SIGNED_IN,
  holds,
  POLICY_PERMISSIONS,
  POLICY_SUBJECTS,
  isPolicySubject,
  mayRead,
  mayWrite,
  readsNeededWith,
  withheldMessage,
  withheldNote,
} from './access-policy';
import { AUDIT_ENTITIES } from '../audit/audit-entities';
import { SEARCH_KINDS } from '../search/global-search';

describe('ACCESS_POLICY', () => {
  it('has a rule for every kind of record the audit trail and the search know', () => {
    for (const kind of [...AUDIT_ENTITIES, ...SEARCH_KINDS])
      expect(isPolicySubject(kind)).toBe(true);
    expect(isPolicySubject('toString')).toBe(false);
  });

  it("keeps a buyer's name and contact, and a sales person's, to readers of bookings", () => {
    expect(ACCESS_POLICY['booking.buyer'].read).toBe('bookings.view');
    expect(ACCESS_POLICY['booking.salesPerson'].read).toBe('bookings.view');
  });

  it('opens only the figures and the names that label them to every signed-in user', () => {
    const open = POLICY_SUBJECTS.filter((subject) => ACCESS_POLICY[subject].read === ANY_SIGNED_IN);
    expect(open).toEqual(['project.name', 'channelPartner.name', 'figures']);
  });
});

describe('mayRead', () => {
  it.each([
    ['a holder of the permission, as a list', { permissions: ['bookings.view'] }, true],
    ['a holder of the permission, as a set', { permissions: new Set(['bookings.view']) }, true],
    ['a holder of another permission', { permissions: ['projects.view'] }, false],
    ['a user without a list', { permissions: null }, false],
    ['a user with no list at all', {}, false],
    ['nobody', null, false],
  ])('%s', (_, caller, expected) => {
    expect(mayRead(caller, 'booking.buyer')).toBe(expected);
  });

  it('lets any signed-in user read the figures, but not a signed-out one', () => {
    expect(mayRead({ permissions: [] }, 'figures')).toBe(true);
    expect(mayRead(undefined, 'figures')).toBe(false);
  });
});

describe('mayWrite', () => {
  it('needs the action’s permission and reading the record too', () => {
    expect(mayWrite({ permissions: ['bookings.edit'] }, 'booking', 'change')).toBe(false);
    expect(mayWrite({ permissions: ['bookings.edit', 'bookings.view'] }, 'booking', 'change')).toBe(
      true,
    );
    expect(mayWrite({ permissions: ['audit.view'] }, 'auditEntry', 'delete')).toBe(false);
  });
});

describe('readsNeededWith', () => {
  it.each([
    ['bookings.edit', ['bookings.view']],
    ['bookings.create', ['bookings.view']],
    ['amenities.edit', ['projects.view']],
    ['payments.create', ['payments.view']],
    ['commissions.pay', ['commissions.view']],
    ['users.edit', ['users.view']],
    ['projects.edit', ['projects.view']],
    ['bookings.view', []],
    ['reports.view', []],
  ])('%s brings %j', (permission, reads) => {
    expect(readsNeededWith(permission)).toEqual(reads);
  });
});

describe('POLICY_PERMISSIONS', () => {
  it('lists each permission the policy names once, sorted', () => {
    expect(POLICY_PERMISSIONS).toContain('audit.view');
    expect(POLICY_PERMISSIONS).toContain('commissions.pay');
    expect(POLICY_PERMISSIONS).not.toContain(ANY_SIGNED_IN);
    expect([...POLICY_PERMISSIONS].sort()).toEqual(POLICY_PERMISSIONS);
    expect(new Set(POLICY_PERMISSIONS).size).toBe(POLICY_PERMISSIONS.length);
  });
});

describe('withheldMessage', () => {
  it('says what is hidden and which permission shows it', () => {
    expect(withheldMessage('booking.buyer')).toBe(
      "Buyers' names and contacts need the bookings.view permission.",
    );
    expect(withheldMessage('plot')).toBe('Plots need the plots.view permission.');
  });
});

describe('withheldNote', () => {
  it('stands where a withheld value would, naming the permission that shows it', () => {
    expect(withheldNote('booking.buyer')).toBe('Withheld (needs bookings.view)');
  });
});

describe('holds', () => {
  it('answers for one permission, or for any signed-in caller', () => {
    expect(holds({ permissions: new Set(['audit.view']) }, 'audit.view')).toBe(true);
    expect(holds({ permissions: ['audit.view'] }, 'users.view')).toBe(false);
    expect(holds({ permissions: [] }, ANY_SIGNED_IN)).toBe(true);
    expect(holds(null, ANY_SIGNED_IN)).toBe(false);
  });
});
