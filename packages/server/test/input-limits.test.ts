/**
 * Malformed and oversized input answers 400 (413 for a body over the limit) naming what is wrong,
 * changes nothing, and never reaches the database as a 500: the cases of issue 15, the contract's
 * limits at their edges, and the bodies of issue 31 built to overflow the stack or hold the server.
 */
import {
  LIMIT_MESSAGES,
  LIST_LIMITS,
  MAX_BODY_DEPTH,
  MAX_BODY_VALUES,
  MAX_COMMISSION_PERCENT,
  MAX_DATABASE_INTEGER,
  MAX_PAGE_SIZE,
  MAX_PLOT_SIZE,
  TEXT_LIMITS,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_LIMIT_BYTES } from '../src/http/body-limit';
import { bodyShapeProblem } from '../src/http/json-body';
import { MOST_FIELDS_NAMED } from '../src/openapi/most-fields-named';
import { nulCharacterErrors } from '../src/openapi/nul-characters';
import { RAVI_KUMAR, insertPlot, insertProject } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object) =>
  server.request({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });

/** JSON text sent as it is, so it may be what JSON.stringify would never write. */
const sendText = (url: string, text: string, contentType = 'application/json') =>
  server.request({
    method: 'POST',
    url,
    headers: { ...admin, 'content-type': contentType },
    payload: text,
  });

/** A value holding `levels` arrays one inside another, `innermost` in the deepest. */
const nested = (levels: number, innermost: unknown = 'x'): unknown =>
  Array.from({ length: levels }).reduce<unknown>((inside) => [inside], innermost);

const amenityNames = async (): Promise<string[]> =>
  (await send('GET', '/api/amenities')).body.map((amenity: { name: string }) => amenity.name);

const partnerCount = async (): Promise<number> =>
  (await send('GET', '/api/channelpartners')).body.length;

describe('the malformed requests of issue 15', () => {
  it('refuses a path id past any number, never answering 500', async () => {
    const res = await send('GET', '/api/bookings/99999999999999999999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Invalid path: Id must be at most 2,14,74,83,647',
      errors: { id: 'Id must be at most 2,14,74,83,647' },
    });
  });

  it("refuses an id one past the database's integer, and looks the largest one up", async () => {
    const past = await send('PUT', `/api/amenities/${MAX_DATABASE_INTEGER + 1}`, { name: 'Gym' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ id: 'Id must be at most 2,14,74,83,647' });

    const largest = await send('PUT', `/api/amenities/${MAX_DATABASE_INTEGER}`, { name: 'Gym' });
    expect(largest.status).toBe(404);
    expect(largest.body).toEqual({ code: 'not_found', message: 'Amenity not found' });
  });

  it('refuses a NUL character in a name, naming the field and storing nothing', async () => {
    const res = await send('POST', '/api/amenities', { name: 'Club\u0000house' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Invalid request: Name must not contain the NUL character',
      errors: { name: 'Name must not contain the NUL character' },
    });
    expect(await amenityNames()).not.toContain('Club\u0000house');
  });

  it('refuses a plot of size 1e308 and stores nothing', async () => {
    const res = await send('POST', '/api/plots', { projectId, plotNumber: 'X-1', plotSize: 1e308 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plotSize: 'Plot size must be at most 1,00,00,000' });
    const stored = (await send('GET', `/api/plots/by-project/${projectId}`)).body;
    expect(stored.map((plot: { plotNumber: string }) => plot.plotNumber)).not.toContain('X-1');
  });
});

describe('the NUL character anywhere', () => {
  it('is refused deep in a body by its dotted path, storing nothing', async () => {
    const before = await partnerCount();
    const res = await send('POST', '/api/channelpartners', {
      ...RAVI_KUMAR,
      individualPersonDetails: {
        ...RAVI_KUMAR.individualPersonDetails,
        associates: [{ associateName: 'Sunil\u0000', mobileNumber: '9876501236' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'individualPersonDetails.associates.0.associateName':
        'Associate name must not contain the NUL character',
    });
    expect(await partnerCount()).toBe(before);
  });

  it('is refused in a search', async () => {
    const res = await send('GET', '/api/plots/filtered?searchTerm=A%00B');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      searchTerm: 'Search term must not contain the NUL character',
    });
  });
});

describe('the NUL character walk', () => {
  it('names each field by its dotted path, in the order of the body', () => {
    expect(
      nulCharacterErrors({
        partnershipFirmDetails: { partners: [{ mobileNumber: '98765\u0000' }, { name: 'Asha' }] },
        remarks: 'ok',
        roleIds: [1, 'a\u0000'],
      }),
    ).toEqual({
      'partnershipFirmDetails.partners.0.mobileNumber':
        'Mobile number must not contain the NUL character',
      'roleIds.1': 'Role ids must not contain the NUL character',
    });
    expect(nulCharacterErrors('a\u0000b')).toEqual({
      '(body)': LIMIT_MESSAGES.nulCharacter('(body)'),
    });
    expect(nulCharacterErrors({ name: 'Clubhouse', tags: [[], {}, null, 7] })).toEqual({});
  });

  it('walks values far deeper and wider than any body, without the stack', () => {
    const deep = nested(100_000, 'deepest\u0000');
    const field = Array.from({ length: 100_000 }, () => '0').join('.');
    expect(nulCharacterErrors(deep)).toEqual({ [field]: LIMIT_MESSAGES.nulCharacter(field) });
    const wide = Array.from({ length: 1_000_000 }, (_, index) =>
      index === 999_999 ? '\u0000' : 'a',
    );
    expect(Object.keys(nulCharacterErrors(wide))).toEqual(['999999']);
  });
});

describe(`a body nested past ${MAX_BODY_DEPTH} levels`, () => {
  const tooDeep = {
    code: 'validation_failed',
    message: LIMIT_MESSAGES.tooDeep(MAX_BODY_DEPTH),
  };

  it('is refused with 400 before it is read, storing nothing', async () => {
    const res = await send('POST', '/api/amenities', { name: 'Deep', extra: nested(32) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(tooDeep);
    expect(await amenityNames()).not.toContain('Deep');
  });

  it('is read at the limit itself, and then validated as any other', async () => {
    const field = ['extra', ...Array.from({ length: 31 }, () => '0')].join('.');
    const res = await send('POST', '/api/amenities', {
      name: 'Deep',
      extra: nested(31, 'x\u0000'),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      extra: 'extra is not a known field',
      [field]: LIMIT_MESSAGES.nulCharacter(field),
    });
    expect(await amenityNames()).not.toContain('Deep');
  });

  it.each([
    ['arrays', '['.repeat(3000) + ']'.repeat(3000)],
    ['objects', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)],
  ])('answers 400, not 500, for 3,000 levels of %s', async (_, text) => {
    const res = await sendText('/api/auth/login', text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(tooDeep);
  });

  it('is refused however it is nested, even where it would be no JSON', async () => {
    const unclosed = '{"a":'.repeat(REQUEST_BODY_LIMIT_BYTES / 8);
    expect((await sendText('/api/auth/login', unclosed)).body).toEqual(tooDeep);
  });

  it('counts no bracket inside a string, nor a quote escaped there', async () => {
    const name = `${'['.repeat(40)}"\\${'{'.repeat(40)}\\"`;
    const res = await send('POST', '/api/amenities', { name });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(name);

    const depth = (maxDepth: number) => ({ maxDepth, maxValues: 100 });
    expect(bodyShapeProblem(JSON.stringify({ a: '\\' }) + '[[', depth(1))).toBe('too deep');
    expect(bodyShapeProblem(JSON.stringify(['"[[[', '\\"{{']), depth(1))).toBeNull();
    expect(bodyShapeProblem('{"a":[{}]}', depth(3))).toBeNull();
    expect(bodyShapeProblem('{"a":[{}]}', depth(2))).toBe('too deep');
  });
});

describe('a body of too many values', () => {
  const values = (maxValues: number) => ({ maxDepth: 32, maxValues });

  it('counts each object and array and each entry after the first, commas in strings aside', () => {
    // An object, an array and the array's second and third entries: four.
    expect(bodyShapeProblem('{"a":[1,2,"x,y,z"]}', values(4))).toBeNull();
    expect(bodyShapeProblem('{"a":[1,2,"x,y,z"]}', values(3))).toBe('too many values');
  });

  it(`refuses more than ${MAX_BODY_VALUES} with the domain's message, before parsing`, async () => {
    const res = await sendText('/api/auth/login', `[${'0,'.repeat(MAX_BODY_VALUES)}0]`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: LIMIT_MESSAGES.tooManyValues(MAX_BODY_VALUES),
    });
  });

  it('lets through the fullest body the contract allows: 50 partners, 20 associates each', async () => {
    const associate = {
      associateName: 'Sunil Kumar',
      associateRelation: 'Brother',
      mobileNumber: '9876501236',
      alternateNumber: '9876501237',
      remarks: 'Handles site visits',
    };
    const partner = {
      personName: 'Partner',
      gender: 'Male',
      mobileNumber: '9876501234',
      alternateNumber: '9876501235',
      emailId: 'partner@example.in',
      dateOfBirth: '1985-04-12',
      maritalStatus: 'Married',
      marriageDate: '2012-02-20',
      residentialAddress: '21 Tonk Road, Jaipur',
      profession: 'Property consultant',
      businessAddress: '5 MI Road, Jaipur',
      hasAssociate: true,
      remarks: 'Available on weekends',
      associates: Array.from({ length: 20 }, () => associate),
    };
    const body = {
      name: 'Fullest Partnership',
      natureId: 3,
      isActive: true,
      commissionRate: 1,
      remarks: 'Every list full',
      partnershipFirmDetails: {
        firmName: 'Fullest Partnership',
        firmAddress: 'Jaipur',
        partners: Array.from({ length: 50 }, (_, index) => ({
          ...partner,
          personName: `Partner ${index + 1}`,
        })),
      },
    };
    expect(bodyShapeProblem(JSON.stringify(body), values(MAX_BODY_VALUES))).toBeNull();
  });
});

describe('a megabyte of hostile JSON', () => {
  /** JSON text just under the body limit: `open`, as many items as fit, `close`. */
  const fillingTheLimit = (open: string, item: (index: number) => string, close: string) => {
    const items: string[] = [];
    let length = open.length + close.length;
    for (let index = 0; length + item(index).length + 1 <= REQUEST_BODY_LIMIT_BYTES; index++) {
      items.push(item(index));
      length += item(index).length + 1;
    }
    return open + items.join(',') + close;
  };

  it.each([
    ['a wide array', fillingTheLimit('[', () => '0', ']')],
    [
      'a wide array in a field',
      fillingTheLimit('{"username":"admin","password":"x","extra":[', () => '"a"', ']}'),
    ],
    ['a wide object', fillingTheLimit('{', (index) => `"k${index}":[[${index}]]`, '}')],
    [
      'many escapes in a string',
      `{"password":"x","username":"${'\\u0000\\"'.repeat(REQUEST_BODY_LIMIT_BYTES / 8 - 10)}"}`,
    ],
  ])('answers 400 for %s, without a stack overflow', async (_, text) => {
    expect(text.length).toBeLessThan(REQUEST_BODY_LIMIT_BYTES);
    const res = await sendText('/api/auth/login', text);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it(`names no more than ${MOST_FIELDS_NAMED} fields, the first ones`, async () => {
    const fields = Array.from({ length: 5 * MOST_FIELDS_NAMED }, (_, index) => `k${index}`);
    const body = {
      username: 'admin',
      password: 'admin123',
      ...Object.fromEntries(fields.map((field) => [field, '\u0000'])),
    };
    const res = await sendText('/api/auth/login', JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(fields.slice(0, MOST_FIELDS_NAMED));
    expect(res.body.errors.k0).toBe(LIMIT_MESSAGES.nulCharacter('k0'));
  });

  it('answers 413 for a deep body over the limit, as for any other', async () => {
    const res = await sendText('/api/auth/login', '['.repeat(REQUEST_BODY_LIMIT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 1 MB',
    });
  });
});

describe('JSON that is no body at all', () => {
  const notJson = {
    code: 'malformed_request',
    message: "Body is not valid JSON but content-type is set to 'application/json'",
  };

  it.each([
    ['__proto__', '{"__proto__":{"isAdmin":true},"username":"admin","password":"admin123"}'],
    [
      'constructor.prototype',
      '{"constructor":{"prototype":{"isAdmin":true}},"username":"admin","password":"admin123"}',
    ],
    ['escaped __proto__', '{"\\u005f_proto__":{"isAdmin":true},"username":"admin"}'],
    ['unfinished JSON', '{"username":'],
  ])('refuses %s as invalid JSON', async (_, text) => {
    const res = await sendText('/api/auth/login', text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(notJson);
  });

  it('refuses an empty body', async () => {
    const res = await sendText('/api/auth/login', '');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'malformed_request',
      message: "Body cannot be empty when content-type is set to 'application/json'",
    });
  });

  it('refuses a body of another media type with 415', async () => {
    const res = await sendText('/api/auth/login', '<login/>', 'application/xml');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'unsupported_media_type', message: 'Unsupported Media Type' });
  });

  it('reads JSON with a charset as JSON', async () => {
    const res = await sendText(
      '/api/amenities',
      '{"name":"Charset"}',
      'application/json; charset=utf-8',
    );
    expect(res.status).toBe(201);
  });
});

describe('a date PostgreSQL cannot hold', () => {
  it('refuses the year 0000 as no date', async () => {
    const res = await send('GET', '/api/bookings/filtered?startDate=0000-01-01');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ startDate: 'startDate must be a valid date' });
    expect((await send('GET', '/api/bookings/filtered?startDate=0001-01-01')).status).toBe(200);
  });
});

describe('limits at their edge', () => {
  it('takes a name of the longest length and refuses one more character', async () => {
    const longest = 'N'.repeat(TEXT_LIMITS.name);
    expect((await send('POST', '/api/amenities', { name: longest })).status).toBe(201);

    const res = await send('POST', '/api/amenities', { name: `${longest}N` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name must be at most 200 characters' });
    expect(await amenityNames()).not.toContain(`${longest}N`);
  });

  it('takes the largest plot size and refuses the next number past it', async () => {
    const plot = (plotNumber: string, plotSize: number) =>
      send('POST', '/api/plots', { projectId, plotNumber, plotSize });
    expect((await plot('E-1', MAX_PLOT_SIZE)).status).toBe(201);
    const res = await plot('E-2', MAX_PLOT_SIZE + 0.01);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plotSize: 'Plot size must be at most 1,00,00,000' });
  });

  it('takes a commission of 100 percent and no more', async () => {
    const partner = (commissionRate: number) =>
      send('POST', '/api/channelpartners', { ...RAVI_KUMAR, commissionRate });
    expect((await partner(MAX_COMMISSION_PERCENT)).status).toBe(201);
    const res = await partner(MAX_COMMISSION_PERCENT + 0.5);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ commissionRate: 'Commission rate must be at most 100' });
  });

  it('takes as many associates as the form allows and refuses one more', async () => {
    const withAssociates = (count: number) =>
      send('POST', '/api/channelpartners', {
        ...RAVI_KUMAR,
        individualPersonDetails: {
          ...RAVI_KUMAR.individualPersonDetails,
          associates: Array.from({ length: count }, (_, index) => ({
            associateName: `Associate ${index + 1}`,
          })),
        },
      });
    const full = await withAssociates(LIST_LIMITS.associates);
    expect(full.status).toBe(201);
    expect(full.body.associatesCount).toBe(LIST_LIMITS.associates);

    const res = await withAssociates(LIST_LIMITS.associates + 1);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'individualPersonDetails.associates': 'Associates can have at most 20 entries',
    });
  });
});

describe('page sizes', () => {
  it.each([1, 7, MAX_PAGE_SIZE])('takes a page of %i rows', async (pageSize) => {
    const res = await send('GET', `/api/plots/filtered?pageSize=${pageSize}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(pageSize);
  });

  it.each([
    [0, 'Page size must be at least 1'],
    [MAX_PAGE_SIZE + 1, 'Page size must be at most 100'],
  ])('refuses a page of %i rows', async (pageSize, message) => {
    const res = await send('GET', `/api/bookings/filtered?pageSize=${pageSize}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pageSize: message });
  });

  it('pages through a list one row at a time', async () => {
    const lakeView = await insertProject(server.db, 'Lake View');
    const plotIds = [
      await insertPlot(server.db, lakeView, 'L-1'),
      await insertPlot(server.db, lakeView, 'L-2'),
      await insertPlot(server.db, lakeView, 'L-3'),
    ];
    const pages = [];
    for (const page of [1, 2, 3]) {
      const url = `/api/plots/filtered?projectId=${lakeView}&pageSize=1&page=${page}`;
      pages.push((await send('GET', url)).body);
    }
    expect(pages.map((page) => page.data.map((plot: { id: number }) => plot.id))).toEqual(
      plotIds.map((id) => [id]),
    );
    expect(pages[0]).toMatchObject({ totalCount: 3, totalPages: 3, hasNextPage: true });
    expect(pages[2]).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});

describe('a body over the limit', () => {
  it('answers 413 with the JSON error and stores nothing', async () => {
    const name = 'x'.repeat(REQUEST_BODY_LIMIT_BYTES);
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ name }),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 1 MB',
    });
    expect(await amenityNames()).not.toContain(name);
  });
});
