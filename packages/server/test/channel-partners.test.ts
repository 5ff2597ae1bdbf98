import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, channelPartners } from '../src/db/schema';
import { insertBooking, insertPlot, insertProject, RAVI_KUMAR } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const REQUIRED_FIELDS = 'Please fill in all required fields';

let server: TestServer;
let clerk: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  clerk = await server.userWith([
    'channelpartners.view',
    'channelpartners.create',
    'channelpartners.edit',
    'channelpartners.delete',
  ]);
});
afterAll(() => server.close());

// ------------------------------------------------------------------ bodies as the form sends them

const partner = (id: number, personName: string, mobileNumber: string, associates = 0) => ({
  id,
  personName,
  gender: 'Male',
  mobileNumber,
  alternateNumber: null,
  emailId: `${personName.split(' ')[0]!.toLowerCase()}@sharmasons.in`,
  dateOfBirth: '1970-08-05',
  maritalStatus: 'Unmarried',
  marriageDate: null,
  residentialAddress: '3 Vaishali Nagar, Ajmer',
  profession: 'Real estate broker',
  businessAddress: '14 Station Road, Ajmer',
  hasAssociate: associates > 0,
  remarks: null,
  associates: Array.from({ length: associates }, (_, i) => ({
    associateName: `Associate ${i + 1} of ${personName}`,
    associateRelation: 'Son',
    mobileNumber: '9829012399',
    alternateNumber: null,
    remarks: null,
  })),
});

const sharmaAndSons = {
  name: 'Sharma & Sons Associates',
  natureId: 3,
  remarks: 'Family firm covering Ajmer district',
  partnershipFirmDetails: {
    firmName: 'Sharma & Sons Associates',
    firmAddress: '14 Station Road, Ajmer',
    partners: [
      partner(1, 'Mohan Sharma', '9829012345', 1),
      partner(2, 'Kavita Sharma', '9829012346', 2),
    ],
  },
};

const skylineRealty = {
  name: 'Skyline Realty Pvt Ltd',
  natureId: 4,
  registeredCompanyDetails: {
    companyName: 'Skyline Realty Pvt Ltd',
    companyEmail: 'info@skylinerealty.in',
    companyAddress: '201 Lal Kothi Tower, Tonk Road, Jaipur',
    authorizedPersons: [
      {
        id: 1,
        personName: 'Deepak Jain',
        designation: 'Director',
        gender: 'Male',
        mobileNumber: '9414056789',
        hasAssociate: false,
        associates: [],
      },
    ],
  },
};

const meeraTraders = {
  name: 'Meera Traders',
  natureId: 2,
  isActive: false,
  proprietorshipFirmDetails: {
    firmName: 'Meera Traders',
    proprietorName: 'Meera Gupta',
    gender: 'Female',
    mobileNumber: '9460011223',
    emailId: 'meera@meeratraders.in',
  },
};

const shreeBalajiTrust = {
  name: 'Shree Balaji Trust',
  natureId: 5,
  otherIdentityDetails: {
    identityName: 'Shree Balaji Trust',
    gender: 'Other',
    mobileNumber: '9001122334',
    emailId: 'trust@balaji.org',
  },
};

const create = (body: object, headers = clerk.headers) =>
  server.request({ method: 'POST', url: '/api/channelpartners', headers, payload: body });
const update = (id: number, body: object, headers = clerk.headers) =>
  server.request({ method: 'PUT', url: `/api/channelpartners/${id}`, headers, payload: body });
const get = (id: number, headers = clerk.headers) =>
  server.request({ method: 'GET', url: `/api/channelpartners/${id}`, headers });
const remove = (id: number, headers = clerk.headers) =>
  server.request({ method: 'DELETE', url: `/api/channelpartners/${id}`, headers });

async function partnerCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(channelPartners);
  return row!.n;
}

/** A project with one plot booked through the partner, so the partner is referred to. */
async function bookThrough(channelPartnerId: number): Promise<void> {
  const projectId = await insertProject(server.db, `Project for partner ${channelPartnerId}`);
  const plotId = await insertPlot(server.db, projectId, 'A-1', 'Booked');
  await insertBooking(server.db, { projectId, plotId, channelPartnerId });
}

// ------------------------------------------------------------------ create, read, update, delete

describe('createChannelPartner', () => {
  it('creates an individual person, recording the signed-in user and the summaries', async () => {
    const res = await create(RAVI_KUMAR);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Ravi Kumar',
      natureId: 1,
      natureName: 'Individual Person',
      isActive: true,
      commissionRate: 0,
      remarks: 'Introduced through the Jaipur office',
      metadata: null,
      associatesCount: 1,
      mobileNumber: '9876501234',
      emailId: 'ravi.kumar@example.in',
      companyName: null,
      createdBy: clerk.id,
      createdAt: NOW.toISOString(),
      individualPersonDetails: RAVI_KUMAR.individualPersonDetails,
      proprietorshipFirmDetails: null,
      partnershipFirmDetails: null,
      registeredCompanyDetails: null,
      otherIdentityDetails: null,
    });
    expect(clerk.id).not.toBe(RAVI_KUMAR.createdBy);
    const [stored] = await server.db
      .select()
      .from(channelPartners)
      .where(eq(channelPartners.id, res.body.id));
    expect(stored).toMatchObject({
      mobileNumber: '9876501234',
      associatesCount: 1,
      createdBy: clerk.id,
    });
    expect(stored!.details).toEqual(RAVI_KUMAR.individualPersonDetails);
  });

  it('names a partnership firm by its firm, reached through its first partner, with every associate counted', async () => {
    const res = await create(sharmaAndSons);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Sharma & Sons Associates',
      natureName: 'Partnership Firm',
      companyName: 'Sharma & Sons Associates',
      mobileNumber: '9829012345',
      emailId: 'mohan@sharmasons.in',
      associatesCount: 3,
      individualPersonDetails: null,
      partnershipFirmDetails: sharmaAndSons.partnershipFirmDetails,
    });
  });

  it('gives a registered company the company email and its first person mobile', async () => {
    const res = await create(skylineRealty);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      natureName: 'Registered Company',
      companyName: 'Skyline Realty Pvt Ltd',
      emailId: 'info@skylinerealty.in',
      mobileNumber: '9414056789',
      associatesCount: 0,
    });
    // What was not sent comes back null, never missing.
    expect(res.body.registeredCompanyDetails.authorizedPersons[0]).toEqual({
      id: 1,
      personName: 'Deepak Jain',
      designation: 'Director',
      gender: 'Male',
      mobileNumber: '9414056789',
      alternateNumber: null,
      emailId: null,
      dateOfBirth: null,
      maritalStatus: null,
      marriageDate: null,
      residentialAddress: null,
      hasAssociate: false,
      remarks: null,
      associates: [],
    });
  });

  it('names a proprietorship firm and an other identity by their own name field', async () => {
    const firm = await create({ ...meeraTraders, name: 'Meera Gupta' });
    expect(firm.status).toBe(201);
    expect(firm.body).toMatchObject({
      name: 'Meera Traders',
      natureName: 'Proprietorship Firm',
      isActive: false,
      companyName: 'Meera Traders',
      mobileNumber: '9460011223',
      emailId: 'meera@meeratraders.in',
      proprietorshipFirmDetails: {
        proprietorName: 'Meera Gupta',
        hasAssociate: false,
        associates: [],
      },
    });
    const trust = await create(shreeBalajiTrust);
    expect(trust.status).toBe(201);
    expect(trust.body).toMatchObject({
      name: 'Shree Balaji Trust',
      natureName: 'Other Identity',
      companyName: 'Shree Balaji Trust',
      otherIdentityDetails: { identityName: 'Shree Balaji Trust', gender: 'Other' },
    });
  });

  it('keeps no marriage date for an unmarried person and no associates without hasAssociate', async () => {
    const res = await create({
      ...RAVI_KUMAR,
      name: 'Vikram Singh',
      individualPersonDetails: {
        ...RAVI_KUMAR.individualPersonDetails,
        maritalStatus: 'Unmarried',
        hasAssociate: false,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.associatesCount).toBe(0);
    expect(res.body.individualPersonDetails).toMatchObject({
      maritalStatus: 'Unmarried',
      marriageDate: null,
      hasAssociate: false,
      associates: [],
    });
  });

  it('numbers partners and authorized persons sent without an id, after the largest sent', async () => {
    // An undefined id is left out of the JSON body.
    const mohan = { ...partner(1, 'Mohan Sharma', '9829012345'), id: undefined };
    const kavita = { ...partner(2, 'Kavita Sharma', '9829012346'), id: undefined };
    const firm = await create({
      ...sharmaAndSons,
      name: 'Sharma Brothers',
      partnershipFirmDetails: {
        ...sharmaAndSons.partnershipFirmDetails,
        partners: [mohan, partner(5, 'Anil Sharma', '9829012347'), kavita],
      },
    });
    expect(firm.status).toBe(201);
    expect(
      firm.body.partnershipFirmDetails.partners.map((p: { id: number; personName: string }) => [
        p.id,
        p.personName,
      ]),
    ).toEqual([
      [6, 'Mohan Sharma'],
      [5, 'Anil Sharma'],
      [7, 'Kavita Sharma'],
    ]);

    const deepak = {
      ...skylineRealty.registeredCompanyDetails.authorizedPersons[0],
      id: undefined,
    };
    const company = await create({
      ...skylineRealty,
      name: 'Skyline Homes Pvt Ltd',
      registeredCompanyDetails: {
        ...skylineRealty.registeredCompanyDetails,
        companyName: 'Skyline Homes Pvt Ltd',
        authorizedPersons: [deepak],
      },
    });
    expect(company.status).toBe(201);
    expect(company.body.registeredCompanyDetails.authorizedPersons[0].id).toBe(1);
  });

  it('drops the details of the other natures', async () => {
    const res = await create({
      ...shreeBalajiTrust,
      name: 'Ganesh Seva Samiti',
      otherIdentityDetails: {
        ...shreeBalajiTrust.otherIdentityDetails,
        identityName: 'Ganesh Seva Samiti',
      },
      individualPersonDetails: RAVI_KUMAR.individualPersonDetails,
    });
    expect(res.status).toBe(201);
    expect(res.body.individualPersonDetails).toBeNull();
    expect(res.body.mobileNumber).toBe('9001122334');
  });

  it.each([
    [
      'a partner without a mobile number',
      {
        ...sharmaAndSons,
        partnershipFirmDetails: {
          ...sharmaAndSons.partnershipFirmDetails,
          partners: [{ ...partner(1, 'Mohan Sharma', '') }, partner(2, '  ', '9829012346')],
        },
      },
      {
        'partnershipFirmDetails.partners.0.mobileNumber': 'Partner 1 mobile number is required',
        'partnershipFirmDetails.partners.1.personName': 'Partner 2 name is required',
      },
    ],
    [
      'a mobile number of nine digits',
      {
        ...RAVI_KUMAR,
        individualPersonDetails: {
          ...RAVI_KUMAR.individualPersonDetails,
          mobileNumber: '987650123',
        },
      },
      { 'individualPersonDetails.mobileNumber': 'Mobile number must be exactly 10 digits' },
    ],
    [
      'an individual person without name, gender or mobile',
      { name: ' ', natureId: 1, individualPersonDetails: { gender: null } },
      {
        name: 'Partner name is required',
        'individualPersonDetails.gender': 'Gender is required',
        'individualPersonDetails.mobileNumber': 'Mobile number is required',
      },
    ],
    [
      'a company without its details',
      { name: 'Nameless Ltd', natureId: 4 },
      {
        'registeredCompanyDetails.companyName': 'Company name is required',
        'registeredCompanyDetails.authorizedPersons': 'At least one authorized person is required',
      },
    ],
    [
      'an authorized person without a name',
      {
        ...skylineRealty,
        registeredCompanyDetails: {
          ...skylineRealty.registeredCompanyDetails,
          authorizedPersons: [{ id: 1, personName: '', mobileNumber: '' }],
        },
      },
      {
        'registeredCompanyDetails.authorizedPersons.0.personName':
          'Authorized person 1 name is required',
        'registeredCompanyDetails.authorizedPersons.0.mobileNumber':
          'Authorized person 1 mobile number is required',
      },
    ],
    [
      'a proprietorship firm without firm or proprietor',
      {
        name: 'x',
        natureId: 2,
        proprietorshipFirmDetails: { gender: 'Male', mobileNumber: '9460011223' },
      },
      {
        'proprietorshipFirmDetails.firmName': 'Firm name is required',
        'proprietorshipFirmDetails.proprietorName': 'Proprietor name is required',
      },
    ],
    [
      'an other identity without a name or mobile',
      { name: 'x', natureId: 5, otherIdentityDetails: { gender: 'Female' } },
      {
        'otherIdentityDetails.identityName': 'Identity name is required',
        'otherIdentityDetails.mobileNumber': 'Mobile number is required',
      },
    ],
  ])('refuses %s with the form messages and saves nothing', async (_, body, errors) => {
    const before = await partnerCount();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'validation_failed', message: REQUIRED_FIELDS, errors });
    expect(await partnerCount()).toBe(before);
  });

  it('refuses a mobile number that is not digits, as the contract says', async () => {
    const before = await partnerCount();
    const res = await create({
      ...RAVI_KUMAR,
      individualPersonDetails: {
        ...RAVI_KUMAR.individualPersonDetails,
        mobileNumber: '98765-4321',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['individualPersonDetails.mobileNumber']);
    expect(await partnerCount()).toBe(before);
  });
});

describe('getChannelPartner', () => {
  it('answers the partner as it was saved', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Suresh Yadav' });
    const res = await get(created.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created.body);
  });

  it('answers 404 for an unknown partner', async () => {
    const res = await get(99999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Channel partner not found' });
  });
});

describe('updateChannelPartner', () => {
  it('deactivates a partner and keeps who created it', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Ramesh Chand' });
    const editor = await server.userWith(['channelpartners.edit']);
    const res = await update(
      created.body.id,
      { ...RAVI_KUMAR, name: 'Ramesh Chand', isActive: false, remarks: 'Moved to Udaipur' },
      editor.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      isActive: false,
      remarks: 'Moved to Udaipur',
      createdBy: clerk.id,
      createdAt: created.body.createdAt,
    });
    expect((await get(created.body.id)).body.isActive).toBe(false);
  });

  it('replaces the details and the summaries when the nature changes', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Kishore Lal' });
    const res = await update(created.body.id, {
      ...sharmaAndSons,
      partnershipFirmDetails: { ...sharmaAndSons.partnershipFirmDetails, firmName: 'Lal Brothers' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Lal Brothers',
      natureId: 3,
      natureName: 'Partnership Firm',
      companyName: 'Lal Brothers',
      mobileNumber: '9829012345',
      associatesCount: 3,
      individualPersonDetails: null,
      partnershipFirmDetails: { firmName: 'Lal Brothers' },
    });
    const [stored] = await server.db
      .select()
      .from(channelPartners)
      .where(eq(channelPartners.id, created.body.id));
    expect(stored).toMatchObject({ natureId: 3, companyName: 'Lal Brothers', associatesCount: 3 });
  });

  it('refuses invalid details and changes nothing', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Mahesh Joshi' });
    const res = await update(created.body.id, {
      ...RAVI_KUMAR,
      individualPersonDetails: { ...RAVI_KUMAR.individualPersonDetails, mobileNumber: '987650123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: REQUIRED_FIELDS,
      errors: { 'individualPersonDetails.mobileNumber': 'Mobile number must be exactly 10 digits' },
    });
    expect((await get(created.body.id)).body).toEqual(created.body);
  });

  it('answers 404 for an unknown partner', async () => {
    const res = await update(99999, RAVI_KUMAR);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Channel partner not found' });
  });
});

describe('deleteChannelPartner', () => {
  it('deletes a partner no booking refers to', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Dinesh Saini' });
    const res = await remove(created.body.id);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect((await get(created.body.id)).status).toBe(404);
  });

  it('keeps a partner a booking refers to, and says to deactivate it', async () => {
    const created = await create({ ...RAVI_KUMAR, name: 'Naresh Goyal' });
    await bookThrough(created.body.id);
    const res = await remove(created.body.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'in_use',
      message: 'Channel partner has bookings; deactivate it instead',
    });
    expect((await get(created.body.id)).status).toBe(200);
  });

  it('answers 404 for an unknown partner', async () => {
    const res = await remove(99999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Channel partner not found' });
  });
});

describe('access', () => {
  const operations = [
    { permission: 'channelpartners.view', method: 'GET', url: '/api/channelpartners' },
    { permission: 'channelpartners.view', method: 'GET', url: '/api/channelpartners/active' },
    { permission: 'channelpartners.view', method: 'GET', url: '/api/channelpartners/filtered' },
    { permission: 'channelpartners.view', method: 'GET', url: '/api/channelpartners/export' },
    { permission: 'channelpartners.view', method: 'GET', url: '/api/channelpartners/1' },
    {
      permission: 'channelpartners.create',
      method: 'POST',
      url: '/api/channelpartners',
      payload: RAVI_KUMAR,
    },
    {
      permission: 'channelpartners.edit',
      method: 'PUT',
      url: '/api/channelpartners/1',
      payload: RAVI_KUMAR,
    },
    { permission: 'channelpartners.delete', method: 'DELETE', url: '/api/channelpartners/1' },
  ] as const;

  it.each(operations)('$method $url needs $permission', async ({ permission, ...request }) => {
    const before = await partnerCount();
    // Every other channel partner permission, but not this one.
    const others = operations.map((op) => op.permission).filter((p) => p !== permission);
    const staff = await server.userHolding([...new Set(others)]);
    const refused = await server.request({ ...request, headers: staff.headers });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'forbidden', message: expect.any(String) });
    const anonymous = await server.request(request);
    expect(anonymous.status).toBe(401);
    expect(await partnerCount()).toBe(before);
  });
});

// ------------------------------------------------------------------ lists and export

type Listed = {
  name: string;
  natureId: 1 | 2 | 3 | 4 | 5;
  isActive: boolean;
  mobile: string;
  email: string | null;
  createdAt: string;
};

/** Names start with distinct capitals, so byte order and dictionary order agree on them. */
const LISTED: Listed[] = [
  {
    name: 'Anand Mathur',
    natureId: 1,
    isActive: true,
    mobile: '9810000001',
    email: 'anand@mathur.in',
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  {
    name: 'Bharat Estates',
    natureId: 2,
    isActive: true,
    mobile: '9810000002',
    email: 'sales@bharatestates.in',
    createdAt: '2026-03-10T10:00:00.000Z',
  },
  {
    name: 'Chauhan Partners',
    natureId: 3,
    isActive: false,
    mobile: '9820000003',
    email: 'chauhan@partners.in',
    createdAt: '2026-02-01T10:00:00.000Z',
  },
  {
    name: 'Devi Infra Pvt Ltd',
    natureId: 4,
    isActive: true,
    mobile: '9830000004',
    email: 'info@deviinfra.in',
    createdAt: '2026-06-15T10:00:00.000Z',
  },
  {
    name: 'Ekta Welfare Society',
    natureId: 5,
    isActive: true,
    mobile: '9840000005',
    email: 'ekta@society.org',
    createdAt: '2026-04-20T10:00:00.000Z',
  },
  {
    name: 'Farhan Qureshi',
    natureId: 1,
    isActive: false,
    mobile: '9810000006',
    email: 'farhan.q@gmail.com',
    createdAt: '2026-05-01T10:00:00.000Z',
  },
  {
    name: 'Gupta Land Developers',
    natureId: 2,
    isActive: true,
    mobile: '9810000007',
    email: null,
    createdAt: '2026-01-20T10:00:00.000Z',
  },
  {
    name: 'Gupta Land Developers',
    natureId: 2,
    isActive: true,
    mobile: '9810000008',
    email: null,
    createdAt: '2026-01-20T10:00:00.000Z',
  },
  {
    name: 'Harsh Vardhan',
    natureId: 1,
    isActive: true,
    mobile: '9810000009',
    email: 'harsh_v@deals.in',
    createdAt: '2026-07-07T10:00:00.000Z',
  },
  {
    name: 'Jaipur 100% Homes',
    natureId: 4,
    isActive: false,
    mobile: '9830000010',
    email: 'hello@jaipurhomes.in',
    createdAt: '2026-08-08T10:00:00.000Z',
  },
  {
    name: 'Kapoor, Singh & Associates',
    natureId: 3,
    isActive: true,
    mobile: '9820000011',
    email: 'kapoor@ksa.in',
    createdAt: '2026-09-09T10:00:00.000Z',
  },
  {
    name: 'Lakshmi Narayan',
    natureId: 5,
    isActive: false,
    mobile: '9840000012',
    email: null,
    createdAt: '2026-10-10T10:00:00.000Z',
  },
];

function requestFor(listed: Listed) {
  const person = { gender: 'Female', mobileNumber: listed.mobile, emailId: listed.email };
  const entry = { id: 1, personName: 'Asha Rao', ...person };
  const common = { name: listed.name, natureId: listed.natureId, isActive: listed.isActive };
  switch (listed.natureId) {
    case 1:
      return { ...common, individualPersonDetails: person };
    case 2:
      return {
        ...common,
        proprietorshipFirmDetails: { firmName: listed.name, proprietorName: 'Asha Rao', ...person },
      };
    case 3:
      return { ...common, partnershipFirmDetails: { firmName: listed.name, partners: [entry] } };
    case 4:
      return {
        ...common,
        registeredCompanyDetails: {
          companyName: listed.name,
          companyEmail: listed.email,
          authorizedPersons: [{ ...entry, emailId: null }],
        },
      };
    case 5:
      return { ...common, otherIdentityDetails: { identityName: listed.name, ...person } };
  }
}

describe('lists', () => {
  /** The fixture's partners with the ids they were given. */
  let listed: (Listed & { id: number })[] = [];

  beforeAll(async () => {
    await server.db.delete(bookings);
    await server.db.delete(channelPartners);
    listed = [];
    for (const partner of LISTED) {
      const res = await create(requestFor(partner));
      expect(res.status).toBe(201);
      await server.db
        .update(channelPartners)
        .set({ createdAt: new Date(partner.createdAt) })
        .where(eq(channelPartners.id, res.body.id));
      listed.push({ ...partner, id: res.body.id });
    }
  });

  const filtered = (query: Record<string, string | number>) =>
    server.request({
      method: 'GET',
      url: '/api/channelpartners/filtered',
      headers: clerk.headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);
  type Sorted = { by: (p: Listed) => string | number; desc?: boolean };
  /** The fixture filtered and sorted as the list must be: ties by id, ascending. */
  const expected = (keep: (p: Listed) => boolean, { by, desc = false }: Sorted) =>
    listed
      .filter(keep)
      .sort((a, b) => {
        const [x, y] = [by(a), by(b)];
        const order = x < y ? -1 : x > y ? 1 : 0;
        return (desc ? -order : order) || a.id - b.id;
      })
      .map((p) => p.id);
  const byName = { by: (p: Listed) => p.name };
  const all = () => true;

  it('answers the first page by name with the defaults', async () => {
    const res = await filtered({});
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expected(all, byName).slice(0, 10));
    expect(res.body).toMatchObject({
      totalCount: 12,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
    expect(res.body.data[0]).toMatchObject({
      name: 'Anand Mathur',
      natureName: 'Individual Person',
      mobileNumber: '9810000001',
    });
  });

  it('pages through, keeping equal names in id order', async () => {
    const second = await filtered({ page: 2, pageSize: 5 });
    expect(ids(second.body)).toEqual(expected(all, byName).slice(5, 10));
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Farhan Qureshi',
      'Gupta Land Developers',
      'Gupta Land Developers',
      'Harsh Vardhan',
      'Jaipur 100% Homes',
    ]);
    expect(second.body).toMatchObject({
      totalCount: 12,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
      totalCountEstimated: false,
    });
    const last = await filtered({ page: 3, pageSize: 5 });
    expect(ids(last.body)).toEqual(expected(all, byName).slice(10));
    expect(last.body).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('describes a page past the end as empty', async () => {
    const res = await filtered({ page: 4, pageSize: 5 });
    expect(res.body).toEqual({
      data: [],
      totalCount: 12,
      totalPages: 3,
      hasNextPage: false,
      hasPreviousPage: true,
      totalCountEstimated: false,
    });
  });

  it.each([
    ['Name', 'desc', { by: (p: Listed) => p.name, desc: true }],
    ['CreatedAt', 'asc', { by: (p: Listed) => p.createdAt }],
    ['CreatedAt', 'desc', { by: (p: Listed) => p.createdAt, desc: true }],
    ['NatureId', 'asc', { by: (p: Listed) => p.natureId }],
    ['NatureId', 'desc', { by: (p: Listed) => p.natureId, desc: true }],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder, sorted) => {
    const res = await filtered({ sortBy, sortOrder, pageSize: 50 });
    expect(ids(res.body)).toEqual(expected(all, sorted));
  });

  it.each([
    [
      'a search of the name, any case',
      { searchTerm: 'MATHUR' },
      (p: Listed) => p.name === 'Anand Mathur',
    ],
    ['a search of the email', { searchTerm: 'gmail' }, (p: Listed) => p.name === 'Farhan Qureshi'],
    [
      'a search of the mobile',
      { searchTerm: '9840000005' },
      (p: Listed) => p.name === 'Ekta Welfare Society',
    ],
    [
      'a search of the company',
      { searchTerm: 'infra pvt' },
      (p: Listed) => p.name === 'Devi Infra Pvt Ltd',
    ],
    ['a search for a literal %', { searchTerm: '%' }, (p: Listed) => p.name.includes('%')],
    ['a search for a literal _', { searchTerm: 'h_v' }, (p: Listed) => p.name === 'Harsh Vardhan'],
    ['a blank search', { searchTerm: '   ' }, all],
    ['a nature', { natureId: 2 }, (p: Listed) => p.natureId === 2],
    ['a name, not the email', { name: 'gmail' }, () => false],
    ['a name, any case', { name: 'gupta' }, (p: Listed) => p.name.startsWith('Gupta')],
    ['a mobile number', { mobileNumber: '98100' }, (p: Listed) => p.mobile.startsWith('98100')],
    ['the active ones', { isActive: 'true' }, (p: Listed) => p.isActive],
    ['the inactive ones', { isActive: 'false' }, (p: Listed) => !p.isActive],
    [
      'every filter at once',
      { searchTerm: 'a', natureId: 1, name: 'ar', mobileNumber: '981', isActive: 'true' },
      (p: Listed) =>
        p.natureId === 1 &&
        p.isActive &&
        /ar/i.test(p.name) &&
        p.mobile.includes('981') &&
        /a/i.test(`${p.name} ${p.email} ${p.mobile}`),
    ],
  ])('filters by %s', async (_, query, keep) => {
    const res = await filtered({ ...query, pageSize: 50 });
    expect(res.status).toBe(200);
    const want = expected(keep, byName);
    expect(ids(res.body)).toEqual(want);
    expect(res.body.totalCount).toBe(want.length);
  });

  it('answers an empty first page when nothing matches', async () => {
    const none = await filtered({ natureId: 5, isActive: 'true', name: 'Lakshmi' });
    expect(none.body).toEqual({
      data: [],
      totalCount: 0,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
  });

  it.each([
    ['a page size past 100', { pageSize: 101 }],
    ['an unknown sort', { sortBy: 'Commission' }],
    ['a status other than true or false', { isActive: 'yes' }],
    ['a nature outside 1-5', { natureId: 6 }],
    ['page 0', { page: 0 }],
  ])('refuses %s', async (_, query) => {
    const res = await filtered(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('lists every partner by name, and the active ones', async () => {
    const everyone = await server.request({
      method: 'GET',
      url: '/api/channelpartners',
      headers: clerk.headers,
    });
    expect(everyone.status).toBe(200);
    expect(everyone.body.map((p: { id: number }) => p.id)).toEqual(expected(all, byName));
    const active = await server.request({
      method: 'GET',
      url: '/api/channelpartners/active',
      headers: clerk.headers,
    });
    expect(active.status).toBe(200);
    expect(active.body.map((p: { id: number }) => p.id)).toEqual(
      expected((p) => p.isActive, byName),
    );
    expect(active.body.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
  });

  it('exports every matching partner across pages, in the list order', async () => {
    const res = await server.request({
      method: 'GET',
      url: '/api/channelpartners/export',
      headers: clerk.headers,
      query: { natureId: '3', sortBy: 'Name', sortOrder: 'desc' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="channel-partners-2026-11-22.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'Name,Nature,Status,Commission Rate,Company,Mobile,Email,Associated Persons,Created At',
      '"Kapoor, Singh & Associates",Partnership Firm,Active,0,"Kapoor, Singh & Associates",9820000011,kapoor@ksa.in,0,2026-09-09T10:00:00.000Z',
      'Chauhan Partners,Partnership Firm,Inactive,0,Chauhan Partners,9820000003,chauhan@partners.in,0,2026-02-01T10:00:00.000Z',
      '',
    ]);
    const everyone = await server.request({
      method: 'GET',
      url: '/api/channelpartners/export',
      headers: clerk.headers,
    });
    const names = everyone.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line: string) => line.split(',')[0]);
    expect(names).toHaveLength(12);
    expect(names[0]).toBe('Anand Mathur');
    expect(names.at(-1)).toBe('Lakshmi Narayan');
  });

  it('exports only the header when nothing matches', async () => {
    const res = await server.request({
      method: 'GET',
      url: '/api/channelpartners/export',
      headers: clerk.headers,
      query: { sortBy: 'Name', sortOrder: 'asc', natureId: '5', isActive: 'true', name: 'nobody' },
    });
    expect(res.body).toBe(
      'Name,Nature,Status,Commission Rate,Company,Mobile,Email,Associated Persons,Created At\r\n',
    );
  });
});
