/** channel-partners: the channel partners screen, its two-step form and the view modal. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ChannelPartnerRequest } from '../../../src';
import type { ContractCase } from '../contract-case';
import {
  channelPartnerRow,
  individualPartner,
  individualPartnerForm,
  partnershipFirmForm,
  partnershipFirmPartner,
  registeredCompanyForm,
  registeredCompanyPartner,
} from '../examples/channel-partners';
import { errorBody } from '../examples/errors';
import { emptyPage, pageOf } from '../examples/sales';
import { BOOKING_1_IN_TOKEN, NO_CHANNEL_PARTNER_999, STAFF_WITHOUT_ROLES } from './bookings';

const { like, eachLike, boolean } = MatchersV3;

// States compose as in cases/bookings.ts. Every partner below is created by admin, with commissionRate 0, remarks set and metadata null.

// Channel partner 1 Ravi Kumar: nature 1, active; individualPersonDetails with every field set (Male, Married with a marriage date, both numbers, email, birth date, both addresses, profession, remarks), hasAssociate true and one associate with every field set.
export const CHANNEL_PARTNER_1 =
  'channel partner 1 is Ravi Kumar, an active individual person with one associate';
// Channel partner 2 Sharma & Sons Associates: nature 3, active, firm address set; partners 1 Mohan Sharma (Male, Married with a marriage date, one associate with every field set) and 2 Kavita Sharma (Female, Unmarried, marriageDate null, no associate), each with both numbers, email, birth date, both addresses, profession and remarks set.
export const CHANNEL_PARTNER_2 =
  'channel partner 2 is Sharma & Sons Associates, an active partnership firm with partners Mohan Sharma and Kavita Sharma';
// Channel partner 3 Skyline Realty Pvt Ltd: nature 4, active, company email and address set; authorized person 1 Deepak Jain (Director, Male, Married with a marriage date, both numbers, email, birth date, residential address, remarks set, no associate).
export const CHANNEL_PARTNER_3 =
  'channel partner 3 is Skyline Realty Pvt Ltd, an active registered company with one authorized person, Deepak Jain';
// Channel partner 4 Meera Traders: nature 2, inactive, proprietor Meera Gupta (Female) with mobile and email set; no booking refers to it.
const CHANNEL_PARTNER_4 =
  'channel partner 4 is Meera Traders, an inactive proprietorship firm that no booking refers to';
// No channel partner exists at all.
const NO_CHANNEL_PARTNERS = 'no channel partner exists';

/** The list states: partners of natures 2, 3 and 4, one of them inactive. */
const THREE_PARTNERS = [CHANNEL_PARTNER_2, CHANNEL_PARTNER_3, CHANNEL_PARTNER_4];

const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'Name', sortOrder: 'asc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'Name', sortOrder: 'asc' };

/** The filter panel filled in: all of it matches channel partner 2 only. */
const EVERY_FILTER = {
  ...FIRST_PAGE,
  searchTerm: 'sharma',
  natureId: 3,
  name: 'Sharma',
  mobileNumber: '98290',
  isActive: 'true',
} as const;

/** Sharma & Sons Associates with its first partner only, whose mobile box was left empty. */
const partnerWithoutMobile = {
  ...partnershipFirmForm,
  partnershipFirmDetails: {
    ...partnershipFirmForm.partnershipFirmDetails,
    partners: partnershipFirmForm.partnershipFirmDetails.partners
      .slice(0, 1)
      .map((partner) => ({ ...partner, mobileNumber: '' })),
  },
} satisfies ChannelPartnerRequest;

/** Ravi Kumar deactivated from the edit form, with a note why. */
const raviDeactivated = {
  ...individualPartnerForm,
  isActive: false,
  remarks: 'Moved to Udaipur; no longer selling for us',
} satisfies ChannelPartnerRequest;

/** Ravi Kumar's mobile number cut to nine digits. */
const raviWithShortMobile = {
  ...individualPartnerForm,
  individualPersonDetails: {
    ...individualPartnerForm.individualPersonDetails,
    mobileNumber: '987650123',
  },
} satisfies ChannelPartnerRequest;

const FORBIDDEN = "You don't have permission to do this";
const REQUIRED_FIELDS = 'Please fill in all required fields';
const notFound = errorBody('not_found', 'Channel partner not found');

export const channelPartnersCases: ContractCase[] = [
  {
    operationId: 'listChannelPartners',
    description: 'every channel partner',
    states: THREE_PARTNERS,
    request: { path: '/api/channelpartners' },
    response: { status: 200, body: eachLike(channelPartnerRow) },
    send: (client) => client.GET('/channelpartners'),
    check: ({ data }) =>
      expect(data).toMatchObject([{ id: 2, name: 'Sharma & Sons Associates', natureId: 3 }]),
  },
  {
    operationId: 'createChannelPartner',
    description: 'an individual person with an associate',
    states: [NO_CHANNEL_PARTNERS],
    request: { path: '/api/channelpartners', body: individualPartnerForm },
    response: { status: 201, body: individualPartner },
    send: (client) => client.POST('/channelpartners', { body: individualPartnerForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 1,
        natureId: 1,
        associatesCount: 1,
        individualPersonDetails: { mobileNumber: '9876501234' },
      }),
  },
  {
    operationId: 'createChannelPartner',
    description: 'a partnership firm with two partners',
    states: [NO_CHANNEL_PARTNERS],
    request: { path: '/api/channelpartners', body: partnershipFirmForm },
    response: { status: 201, body: partnershipFirmPartner },
    send: (client) => client.POST('/channelpartners', { body: partnershipFirmForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        natureId: 3,
        companyName: 'Sharma & Sons Associates',
        partnershipFirmDetails: {
          partners: [{ personName: 'Mohan Sharma' }, { personName: 'Kavita Sharma' }],
        },
      }),
  },
  {
    operationId: 'createChannelPartner',
    description: 'a registered company with an authorized person',
    states: [NO_CHANNEL_PARTNERS],
    request: { path: '/api/channelpartners', body: registeredCompanyForm },
    response: { status: 201, body: registeredCompanyPartner },
    send: (client) => client.POST('/channelpartners', { body: registeredCompanyForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        natureId: 4,
        emailId: 'info@skylinerealty.in',
        registeredCompanyDetails: { authorizedPersons: [{ designation: 'Director' }] },
      }),
  },
  {
    operationId: 'createChannelPartner',
    description: 'a partner without a mobile number is refused',
    states: [NO_CHANNEL_PARTNERS],
    request: { path: '/api/channelpartners', body: partnerWithoutMobile },
    response: {
      status: 400,
      body: errorBody('validation_failed', REQUIRED_FIELDS, {
        'partnershipFirmDetails.partners.0.mobileNumber': 'Partner 1 mobile number is required',
      }),
    },
    send: (client) => client.POST('/channelpartners', { body: partnerWithoutMobile }),
    // The toast reads 'Failed to create channel partner: ' and the server's message.
    check: ({ error }) =>
      expect(error).toMatchObject({
        message: REQUIRED_FIELDS,
        errors: {
          'partnershipFirmDetails.partners.0.mobileNumber': 'Partner 1 mobile number is required',
        },
      }),
  },
  {
    operationId: 'listActiveChannelPartners',
    description: 'only the active channel partners',
    states: THREE_PARTNERS,
    request: { path: '/api/channelpartners/active' },
    // Exact isActive: an inactive partner in this list is a broken answer.
    response: { status: 200, body: eachLike({ ...channelPartnerRow, isActive: true }) },
    send: (client) => client.GET('/channelpartners/active'),
    check: ({ data }) => expect(data).toMatchObject([{ isActive: true }]),
  },
  {
    operationId: 'listChannelPartnersFiltered',
    description: 'the first page, by name',
    states: THREE_PARTNERS,
    request: { path: '/api/channelpartners/filtered', query: FIRST_PAGE_QUERY },
    // All three partners fit on the first page.
    response: { status: 200, body: pageOf(channelPartnerRow, 3) },
    send: (client) => client.GET('/channelpartners/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ totalCount: 3, hasNextPage: false, data: { length: 3 } }),
  },
  {
    operationId: 'listChannelPartnersFiltered',
    description: 'filtered by search, nature, name, mobile and status',
    states: THREE_PARTNERS,
    request: {
      path: '/api/channelpartners/filtered',
      query: {
        ...FIRST_PAGE_QUERY,
        searchTerm: 'sharma',
        natureId: '3',
        name: 'Sharma',
        mobileNumber: '98290',
        isActive: 'true',
      },
    },
    response: {
      status: 200,
      body: pageOf({ ...channelPartnerRow, natureId: 3, natureName: 'Partnership Firm' }),
    },
    send: (client) => client.GET('/channelpartners/filtered', { params: { query: EVERY_FILTER } }),
    check: ({ data }) => expect(data).toMatchObject({ data: [{ natureId: 3, isActive: true }] }),
  },
  {
    operationId: 'listChannelPartnersFiltered',
    description: 'no channel partner matches the filters',
    states: THREE_PARTNERS,
    request: {
      path: '/api/channelpartners/filtered',
      query: { ...FIRST_PAGE_QUERY, natureId: '5' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/channelpartners/filtered', {
        params: { query: { ...FIRST_PAGE, natureId: 5 } },
      }),
    // The screen shows 'No channel partners found'.
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listChannelPartnersFiltered',
    description: 'a user without channelpartners.view is refused',
    states: [STAFF_WITHOUT_ROLES],
    caller: 'staff',
    request: { path: '/api/channelpartners/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/channelpartners/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'listChannelPartnersFiltered',
    description: 'nobody signed in is refused',
    states: THREE_PARTNERS,
    caller: 'none',
    request: { path: '/api/channelpartners/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/channelpartners/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_authenticated', message: 'Authentication required' }),
  },
  {
    operationId: 'getChannelPartner',
    description: 'an individual person opened in the view modal',
    states: [CHANNEL_PARTNER_1],
    request: { path: '/api/channelpartners/1' },
    response: { status: 200, body: individualPartner },
    send: (client) => client.GET('/channelpartners/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        natureName: 'Individual Person',
        companyName: null,
        individualPersonDetails: {
          maritalStatus: 'Married',
          associates: [{ associateName: 'Sunil Kumar' }],
        },
      }),
  },
  {
    operationId: 'getChannelPartner',
    description: 'a partnership firm opened in the view modal',
    states: [CHANNEL_PARTNER_2],
    request: { path: '/api/channelpartners/2' },
    response: { status: 200, body: partnershipFirmPartner },
    send: (client) => client.GET('/channelpartners/{id}', { params: { path: { id: 2 } } }),
    // The view lists each partner, and the associates of all partners together.
    check: ({ data }) =>
      expect(data).toMatchObject({
        natureName: 'Partnership Firm',
        partnershipFirmDetails: {
          partners: [
            { associates: [{ associateName: 'Rakesh Sharma' }] },
            { marriageDate: null, associates: [] },
          ],
        },
      }),
  },
  {
    operationId: 'getChannelPartner',
    description: 'a registered company opened in the view modal',
    states: [CHANNEL_PARTNER_3],
    request: { path: '/api/channelpartners/3' },
    response: { status: 200, body: registeredCompanyPartner },
    send: (client) => client.GET('/channelpartners/{id}', { params: { path: { id: 3 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        natureName: 'Registered Company',
        registeredCompanyDetails: {
          companyAddress: '201 Lal Kothi Tower, Tonk Road, Jaipur',
          authorizedPersons: [{ personName: 'Deepak Jain' }],
        },
      }),
  },
  {
    operationId: 'getChannelPartner',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channelpartners/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.GET('/channelpartners/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Channel partner not found' }),
  },
  {
    operationId: 'updateChannelPartner',
    description: 'an individual person is deactivated',
    states: [CHANNEL_PARTNER_1],
    request: { path: '/api/channelpartners/1', body: raviDeactivated },
    response: {
      status: 200,
      body: {
        ...individualPartner,
        isActive: boolean(false),
        remarks: like(raviDeactivated.remarks),
      },
    },
    send: (client) =>
      client.PUT('/channelpartners/{id}', { params: { path: { id: 1 } }, body: raviDeactivated }),
    check: ({ data }) => expect(data).toMatchObject({ id: 1, isActive: false }),
  },
  {
    operationId: 'updateChannelPartner',
    description: 'a mobile number of nine digits is refused',
    states: [CHANNEL_PARTNER_1],
    request: { path: '/api/channelpartners/1', body: raviWithShortMobile },
    response: {
      status: 400,
      body: errorBody('validation_failed', REQUIRED_FIELDS, {
        'individualPersonDetails.mobileNumber': 'Mobile number must be exactly 10 digits',
      }),
    },
    send: (client) =>
      client.PUT('/channelpartners/{id}', {
        params: { path: { id: 1 } },
        body: raviWithShortMobile,
      }),
    // The toast reads 'Failed to update channel partner: ' and the server's message.
    check: ({ error }) =>
      expect(error).toMatchObject({
        errors: {
          'individualPersonDetails.mobileNumber': 'Mobile number must be exactly 10 digits',
        },
      }),
  },
  {
    operationId: 'updateChannelPartner',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channelpartners/999', body: individualPartnerForm },
    response: { status: 404, body: notFound },
    send: (client) =>
      client.PUT('/channelpartners/{id}', {
        params: { path: { id: 999 } },
        body: individualPartnerForm,
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Channel partner not found' }),
  },
  {
    operationId: 'deleteChannelPartner',
    description: 'a channel partner no booking refers to is deleted',
    states: [CHANNEL_PARTNER_4],
    request: { path: '/api/channelpartners/4' },
    response: { status: 204 },
    send: (client) => client.DELETE('/channelpartners/{id}', { params: { path: { id: 4 } } }),
    check: ({ response }) => expect(response.ok).toBe(true),
  },
  {
    operationId: 'deleteChannelPartner',
    description: 'a channel partner a booking refers to is kept',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/channelpartners/1' },
    response: {
      status: 409,
      body: errorBody('in_use', 'Channel partner has bookings; deactivate it instead'),
    },
    send: (client) => client.DELETE('/channelpartners/{id}', { params: { path: { id: 1 } } }),
    // The screen shows 'Failed to delete channel partner'.
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'in_use',
        message: 'Channel partner has bookings; deactivate it instead',
      }),
  },
  {
    operationId: 'deleteChannelPartner',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channelpartners/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.DELETE('/channelpartners/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Channel partner not found' }),
  },
];
