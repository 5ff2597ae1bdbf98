import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, isAuditEntity } from './audit-entities';
import { AUDIT_OPERATIONS, auditOperationLabel } from './audit-operations';

describe('audit entities', () => {
  it('lists each kind of record once', () => {
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
    expect(AUDIT_ENTITIES).toContain('booking');
  });

  it.each([
    ['booking', true],
    ['channelPartner', true],
    ['toString', false],
    ['tally', false],
  ])('%s is an audited kind: %s', (value, expected) => {
    expect(isAuditEntity(value)).toBe(expected);
  });
});

describe('auditOperationLabel', () => {
  it.each([
    ['changeBookingStatus', 'Changed status'],
    ['register', 'Signed up'],
    ['assignUserRoles', 'Changed roles'],
    ['somethingNew', 'somethingNew'],
    ['constructor', 'constructor'],
  ])('%s reads %s', (operation, label) => {
    expect(auditOperationLabel(operation)).toBe(label);
  });

  it('names every audited operation', () => {
    expect(AUDIT_OPERATIONS).toHaveLength(52);
  });
});
