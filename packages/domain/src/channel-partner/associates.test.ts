import { describe, it, expect } from 'vitest';
import {
  NO_ASSOCIATES_LABEL,
  associateCount,
  associatedPersonsCountLabel,
  associatedPersonsLabel,
} from './associates';
import { newAssociate, newChannelPartnerForm } from './channel-partner-form';

const two = { associates: [{}, {}] };
const one = { associates: [{}] };

describe('associateCount', () => {
  it.each([
    [{ natureId: 1, individualPersonDetails: two }, 2],
    [{ natureId: 2, proprietorshipFirmDetails: one }, 1],
    [{ natureId: 5, otherIdentityDetails: two }, 2],
    [{ natureId: 3, partnershipFirmDetails: { partners: [two, one, {}] } }, 3],
    [
      { natureId: 4, registeredCompanyDetails: { authorizedPersons: [one, { associates: null }] } },
      1,
    ],
  ])('counts %j as %d', (partner, count) => {
    expect(associateCount(partner)).toBe(count);
  });

  it('counts a form too, across its partners', () => {
    const form = newChannelPartnerForm();
    form.natureId = 3;
    form.partnershipFirmDetails.partners[0]?.associates.push(newAssociate(), newAssociate());
    expect(associateCount(form)).toBe(2);
  });

  it('reads only the chosen nature', () => {
    expect(associateCount({ natureId: 1, otherIdentityDetails: two })).toBe(0);
  });

  it.each([
    { natureId: 1 },
    { natureId: 1, individualPersonDetails: null },
    { natureId: 3, partnershipFirmDetails: null },
    { natureId: 3, partnershipFirmDetails: { partners: null } },
    { natureId: 4 },
    { natureId: 9, individualPersonDetails: two },
  ])('is 0 when nothing is there: %j', (partner) => {
    expect(associateCount(partner)).toBe(0);
  });
});

describe('associatedPersonsLabel', () => {
  it('shows the count', () => {
    expect(associatedPersonsLabel({ natureId: 1, individualPersonDetails: two })).toBe('2');
  });

  it("shows 'No Associates' for none", () => {
    expect(NO_ASSOCIATES_LABEL).toBe('No Associates');
    expect(associatedPersonsLabel({ natureId: 2 })).toBe('No Associates');
  });
});

describe('associatedPersonsCountLabel', () => {
  it.each([
    [0, 'No Associates'],
    [1, '1'],
    [12, '12'],
  ])('shows %d as %s', (count, label) => {
    expect(associatedPersonsCountLabel(count)).toBe(label);
  });
});
