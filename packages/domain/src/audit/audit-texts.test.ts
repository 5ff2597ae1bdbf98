import { describe, expect, it } from 'vitest';
import {
  AUDIT_EMPTY_HINTS,
  AUDIT_LOG_LABELS,
  AUDIT_MESSAGES,
  auditActorName,
  auditRecordLabel,
  changedFieldsCount,
} from './audit-texts';

describe('audit texts', () => {
  it.each([
    [AUDIT_MESSAGES.fetchFailed, 'Failed to fetch the audit log'],
    [AUDIT_MESSAGES.historyFetchFailed, 'Failed to fetch the history'],
    [AUDIT_MESSAGES.empty, 'No audit entries found'],
    [AUDIT_MESSAGES.historyEmpty, 'No changes recorded.'],
    [AUDIT_MESSAGES.noFieldChanged, 'No field changed'],
    [AUDIT_MESSAGES.selfRegistration, 'Self-registration'],
    [AUDIT_EMPTY_HINTS.filtered, 'Try adjusting your filter criteria.'],
    [AUDIT_EMPTY_HINTS.unfiltered, 'Changes to the records appear here as they are made.'],
    [AUDIT_LOG_LABELS.title, 'Audit Log'],
    [AUDIT_LOG_LABELS.entityFilter, 'Record Kind'],
    [AUDIT_LOG_LABELS.historyHeading, 'History'],
    [AUDIT_LOG_LABELS.seeAll, 'See all in the Audit Log'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('names the columns in the order the table shows them', () => {
    expect(Object.values(AUDIT_LOG_LABELS.columns)).toEqual([
      'When',
      'User',
      'Record',
      'Action',
      'Changes',
    ]);
  });
});

describe('auditActorName', () => {
  it('is the username, or Self-registration when nobody was signed in', () => {
    expect(auditActorName({ username: 'asha' })).toBe('asha');
    expect(auditActorName(null)).toBe('Self-registration');
  });
});

describe('auditRecordLabel', () => {
  it.each([
    ['booking', 12, 'Booking #12'],
    ['channelPartner', 3, 'Channel partner #3'],
    ['followUp', 40, 'Follow-up #40'],
    [null, 7, 'Record #7'],
  ] as const)('%s %i reads %s', (entity, entityId, label) => {
    expect(auditRecordLabel(entity, entityId)).toBe(label);
  });
});

describe('changedFieldsCount', () => {
  it.each([
    [0, 'No field changed'],
    [1, '1 field'],
    [3, '3 fields'],
  ])('%i reads %s', (count, text) => {
    expect(changedFieldsCount(count)).toBe(text);
  });
});
