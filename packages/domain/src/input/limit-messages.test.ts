import { describe, it, expect } from 'vitest';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from './input-limits';
import { fieldLabel, LIMIT_MESSAGES } from './limit-messages';

describe('fieldLabel', () => {
  it.each([
    ['name', 'Name'],
    ['plotSaleRate', 'Plot sale rate'],
    ['id', 'Id'],
    ['pageSize', 'Page size'],
    ['partnershipFirmDetails.partners.0.personName', 'Person name'],
    ['registeredCompanyDetails.authorizedPersons', 'Authorized persons'],
    ['roleIds.3', 'Role ids'],
    ['', 'This value'],
  ])('%j reads %j', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('LIMIT_MESSAGES', () => {
  it('names the field and the limit, in Indian digit grouping', () => {
    expect(LIMIT_MESSAGES.tooLong('plotOwnerName', 200)).toBe(
      'Plot owner name must be at most 200 characters',
    );
    expect(LIMIT_MESSAGES.tooLarge('plotSize', 10_000_000)).toBe(
      'Plot size must be at most 1,00,00,000',
    );
    expect(LIMIT_MESSAGES.tooSmall('pageSize', 1)).toBe('Page size must be at least 1');
    expect(LIMIT_MESSAGES.tooMany('partnershipFirmDetails.partners', 50)).toBe(
      'Partners can have at most 50 entries',
    );
    expect(LIMIT_MESSAGES.nulCharacter('name')).toBe('Name must not contain the NUL character');
    expect(LIMIT_MESSAGES.notANumber('minSize')).toBe('Min size must be a number');
    expect(LIMIT_MESSAGES.tooDeep(MAX_BODY_DEPTH)).toBe(
      'The request body must not nest objects and arrays more than 32 levels deep',
    );
    expect(LIMIT_MESSAGES.tooManyValues(MAX_BODY_VALUES)).toBe(
      'The request body must not hold more than 10,000 values',
    );
  });
});
