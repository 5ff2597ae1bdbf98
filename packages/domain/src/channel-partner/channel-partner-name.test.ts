import { describe, it, expect } from 'vitest';
import { newChannelPartnerForm } from './channel-partner-form';
import { channelPartnerName } from './channel-partner-name';

function named() {
  const form = newChannelPartnerForm();
  form.name = ' Ravi Kumar ';
  form.proprietorshipFirmDetails.firmName = 'Kumar Estates';
  form.partnershipFirmDetails.firmName = 'Kumar & Sons';
  form.registeredCompanyDetails.companyName = 'Kumar Realty Pvt Ltd';
  form.otherIdentityDetails.identityName = 'Kumar Trust';
  return form;
}

describe('channelPartnerName', () => {
  it.each([
    [1, 'Ravi Kumar'],
    [2, 'Kumar Estates'],
    [3, 'Kumar & Sons'],
    [4, 'Kumar Realty Pvt Ltd'],
    [5, 'Kumar Trust'],
  ] as const)('nature %d is named %j', (natureId, name) => {
    expect(channelPartnerName({ ...named(), natureId })).toBe(name);
  });
});
