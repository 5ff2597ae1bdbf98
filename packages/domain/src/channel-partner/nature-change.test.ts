import { describe, expect, it } from 'vitest';
import { newChannelPartnerForm, newPartnerEntry } from './channel-partner-form';
import { hasTypedNatureDetails, withNatureChanged } from './nature-change';

const form = newChannelPartnerForm();

describe('hasTypedNatureDetails', () => {
  it('is false for a new form of any nature', () => {
    for (const natureId of [1, 2, 3, 4, 5] as const) {
      expect(hasTypedNatureDetails({ ...form, natureId })).toBe(false);
    }
  });

  it.each([
    ['a name of nature 1', { ...form, name: 'Ravi' }],
    [
      'a chosen gender',
      {
        ...form,
        individualPersonDetails: { ...form.individualPersonDetails, gender: 'Male' as const },
      },
    ],
    [
      'an associate answer',
      { ...form, individualPersonDetails: { ...form.individualPersonDetails, hasAssociate: true } },
    ],
    [
      'a partner name',
      {
        ...form,
        natureId: 3 as const,
        partnershipFirmDetails: {
          ...form.partnershipFirmDetails,
          partners: [{ ...newPartnerEntry(1), personName: 'Kiran' }],
        },
      },
    ],
  ])('is true with %s', (_what, typed) => {
    expect(hasTypedNatureDetails(typed)).toBe(true);
  });

  it('ignores spaces, the shared remarks and the details of other natures', () => {
    expect(
      hasTypedNatureDetails({
        ...form,
        name: '  ',
        remarks: 'Met at the expo',
        otherIdentityDetails: { ...form.otherIdentityDetails, identityName: 'Trust' },
      }),
    ).toBe(false);
    expect(
      hasTypedNatureDetails({
        ...form,
        natureId: 3,
        partnershipFirmDetails: { ...form.partnershipFirmDetails, partners: [newPartnerEntry(4)] },
      }),
    ).toBe(false);
  });
});

describe('withNatureChanged', () => {
  it('empties what the nature left behind held and keeps the remarks', () => {
    const typed = {
      ...form,
      name: 'Ravi',
      remarks: 'Met at the expo',
      individualPersonDetails: { ...form.individualPersonDetails, mobileNumber: '98' },
    };
    expect(withNatureChanged(typed, 3)).toEqual({
      ...form,
      natureId: 3,
      remarks: 'Met at the expo',
    });
  });

  it('keeps the name of nature 1 when another nature is left', () => {
    const firm = {
      ...form,
      natureId: 3 as const,
      name: 'Ravi',
      partnershipFirmDetails: { ...form.partnershipFirmDetails, firmName: 'S & K' },
    };
    expect(withNatureChanged(firm, 1)).toEqual({ ...form, natureId: 1, name: 'Ravi' });
  });

  it('changes nothing when the nature stays', () => {
    const typed = { ...form, name: 'Ravi' };
    expect(withNatureChanged(typed, 1)).toBe(typed);
  });
});
