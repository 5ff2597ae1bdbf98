import { SEARCH_KINDS } from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFollowUps } from '../src/db/schema';
import { storeChannelPartner } from '../src/test-mode/sales-examples';
import {
  ADMIN_ID,
  DIRECT_SALE,
  insertBooking,
  insertPlot,
  insertProject,
  RAVI_KUMAR,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

type Hit = { id: number; title: string; detail: string };
type Group = { kind: string; hits: Hit[] };

let server: TestServer;
let admin: { authorization: string };
/** Records by what the tests call them. */
const ids: Record<string, number> = {};

const search = (
  query: Record<string, string | number>,
  headers: Record<string, string> = admin,
) => {
  const params = Object.entries(query).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  );
  return server.request({ method: 'GET', url: `/api/search?${params.join('&')}`, headers });
};

/** The hits of one kind for `q`, as the admin (who may view every kind) finds them. */
async function hitsOf(kind: string, q: string, limit?: number): Promise<Hit[]> {
  const res = await search(limit === undefined ? { q } : { q, limit });
  expect(res.status).toBe(200);
  return (res.body.groups as Group[]).find((group) => group.kind === kind)?.hits ?? [];
}

const titlesOf = async (kind: string, q: string, limit?: number) =>
  (await hitsOf(kind, q, limit)).map((hit) => hit.title);

let plotCounter = 0;
async function booking(
  name: string,
  owner: string,
  mobile: { full?: string; lastFive?: string },
  projectId = ids.greenValley!,
) {
  const plotId = await insertPlot(server.db, projectId, `Z-${++plotCounter}`, 'Booked');
  const { id } = await insertBooking(server.db, {
    ...DIRECT_SALE,
    projectId,
    plotId,
    plotOwnerName: owner,
    ownerMobileNumber: mobile.full ?? null,
    ownerMobileLastFiveDigits: mobile.lastFive ?? null,
  });
  ids[name] = id;
  return id;
}

async function followUp(
  name: string,
  bookingId: number,
  values: { purpose: string; followUpUpdate: string; followUpTakenBy: string | null },
) {
  const [row] = await server.db
    .insert(bookingFollowUps)
    .values({
      bookingId,
      followUpDate: '2026-11-10',
      nextFollowUpDate: null,
      createdBy: ADMIN_ID,
      ...values,
    })
    .returning({ id: bookingFollowUps.id });
  ids[name] = row!.id;
}

async function partner(name: string, details: Partial<typeof RAVI_KUMAR.individualPersonDetails>) {
  ids[name] = await storeChannelPartner(server.db, {
    ...RAVI_KUMAR,
    name,
    individualPersonDetails: { ...RAVI_KUMAR.individualPersonDetails, ...details },
  });
}

/** A firm is called by its firm's name, which is its company too. */
async function firmPartner(proprietorName: string, firmName: string, mobileNumber: string) {
  ids[firmName] = await storeChannelPartner(server.db, {
    name: firmName,
    natureId: 2,
    isActive: true,
    commissionRate: 0,
    remarks: null,
    createdBy: ADMIN_ID,
    proprietorshipFirmDetails: {
      ...RAVI_KUMAR.individualPersonDetails,
      firmName,
      proprietorName,
      mobileNumber,
      emailId: 'office@lotusrealty.example.in',
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();

  ids.greenValley = await insertProject(server.db, 'Green Valley');
  ids.shreeHeights = await insertProject(server.db, 'Shree Heights');
  ids.evergreen = await insertProject(server.db, 'Evergreen Enclave');
  ids.halfSold = await insertProject(server.db, 'Phase 50% Sold');
  ids.phase500 = await insertProject(server.db, 'Phase 500');
  ids.plotA12 = await insertPlot(server.db, ids.greenValley, 'A-12');
  ids.plotB12 = await insertPlot(server.db, ids.shreeHeights, 'B-12', 'Hold');
  ids.plotAxB = await insertPlot(server.db, ids.shreeHeights, 'QAxB');
  ids.plotA_B = await insertPlot(server.db, ids.shreeHeights, 'QA_B');
  ids.plotRiver7 = await insertPlot(server.db, ids.shreeHeights, 'RIVER-7', 'Booked');

  await booking('asha', 'Asha Rao', { full: '9876543210' });
  await booking('raoul', 'Raoul Dsouza', { full: '9123456789' });
  await booking('kiran', 'Kiran Rao', { lastFive: '43210' });
  await booking('meena', 'Meena Vernekar', { full: '9432101234' });
  await booking('prakash', 'Prakash Nair', { full: '9000000001' });

  await followUp('siteVisit', ids.asha!, {
    purpose: 'Site visit',
    followUpUpdate: 'Liked the corner plot',
    followUpTakenBy: 'Neha Verma',
  });
  await followUp('payment', ids.kiran!, {
    purpose: 'Payment reminder',
    followUpUpdate: 'Will pay after the site visit',
    followUpTakenBy: 'Arjun Mehra',
  });

  await partner('Ravi Kumar', {});
  await partner('Sunil Gupta', { mobileNumber: '9811177777', emailId: 'sunil@riverview.in' });
  await firmPartner('Prakash Jain', 'Lotus Realty', '9000012345');
});
afterAll(() => server.close());

describe('who may search', () => {
  it('refuses a caller without a token with 401', async () => {
    expect((await search({ q: 'green' }, {})).status).toBe(401);
  });

  it('searches only the kinds the caller may view: bookings.view finds bookings and follow-ups', async () => {
    // 'ver' is in a project's name, a plot's number, an owner's name, a partner's email and a
    // follow-up: the admin finds every kind.
    const kindsOf = (res: { body: { groups: Group[] } }) => res.body.groups.map((g) => g.kind);
    expect(kindsOf(await search({ q: 'ver' }))).toEqual([...SEARCH_KINDS]);
    const bookingsOnly = await server.userWith(['bookings.view']);
    expect(kindsOf(await search({ q: 'ver' }, bookingsOnly.headers))).toEqual([
      'booking',
      'followUp',
    ]);
    const plotsOnly = await server.userWith(['plots.view']);
    expect(kindsOf(await search({ q: 'ver' }, plotsOnly.headers))).toEqual(['plot']);
  });

  it('answers no groups to a user who may view none of the kinds', async () => {
    const nobody = await server.userWith([]);
    const res = await search({ q: 'green' }, nobody.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ query: 'green', groups: [] });
  });
});

describe('the search text', () => {
  it('refuses fewer than 2 characters once trimmed with the validation error', async () => {
    for (const q of ['a', '  a  ']) {
      const res = await search({ q });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        message: expect.stringContaining('q'),
        errors: { q: expect.any(String) },
      });
    }
  });

  it('ignores case and surrounding spaces, and answers the search as run', async () => {
    const res = await search({ q: '  GREEN v ' });
    expect(res.body.query).toBe('GREEN v');
    expect(res.body.groups).toEqual([
      {
        kind: 'project',
        hits: [{ id: ids.greenValley, title: 'Green Valley', detail: '6 plots, 1 available' }],
      },
    ]);
  });

  it('finds nothing for punctuation alone', async () => {
    expect((await search({ q: '%%' })).body).toEqual({ query: '%%', groups: [] });
  });

  it('takes % and _ as the characters they are', async () => {
    expect(await titlesOf('project', '50%')).toEqual(['Phase 50% Sold']);
    expect(await titlesOf('plot', 'qa_b')).toEqual(['QA_B']);
  });

  it('leaves out the kinds without hits', async () => {
    // 'ra' starts words of owners' and partners' names, and of no project, plot or follow-up.
    const res = await search({ q: 'ra' });
    expect(res.body.groups.map((group: Group) => group.kind)).toEqual([
      'booking',
      'channelPartner',
    ]);
  });
});

describe('what each kind is found by', () => {
  it('finds projects by name, telling their plots', async () => {
    expect(await hitsOf('project', 'heights')).toEqual([
      { id: ids.shreeHeights, title: 'Shree Heights', detail: '4 plots, 2 available' },
    ]);
  });

  it('finds plots by number, telling their project, size and status', async () => {
    expect(await hitsOf('plot', 'b-12')).toEqual([
      { id: ids.plotB12, title: 'B-12', detail: 'Shree Heights · 1,200 sq ft · Hold' },
    ]);
    // A number of one-letter words is searched as well.
    expect(await titlesOf('plot', 'z-1')).toEqual(['Z-1']);
  });

  it('finds bookings by number, owner and mobile, telling owner, mobile, project and plot', async () => {
    const asha = {
      id: ids.asha,
      title: `BK-${String(ids.asha).padStart(4, '0')}`,
      detail: 'Asha Rao · 98765 43210 · Green Valley, plot Z-1',
    };
    expect(await hitsOf('booking', asha.title.toLowerCase())).toEqual([asha]);
    expect(await hitsOf('booking', 'asha')).toEqual([asha]);
    expect(await hitsOf('booking', '87654')).toEqual([asha]);
    expect(await hitsOf('booking', '98765 43210')).toEqual([asha]);
    expect(await hitsOf('booking', '98765-43210')).toEqual([asha]);
  });

  it("finds a booking by its owner's last five digits, whether the full number or only those were saved", async () => {
    const hits = await hitsOf('booking', '43210');
    expect(hits.map((hit) => hit.id)).toEqual([ids.kiran, ids.asha, ids.meena]);
    expect(hits[0]!.detail).toBe('Kiran Rao · Last 5 digits: 43210 · Green Valley, plot Z-3');
  });

  it("finds projects and partners by the starts of their name's words, in any order", async () => {
    expect(await titlesOf('project', 'enclave ever')).toEqual(['Evergreen Enclave']);
    expect(await titlesOf('project', 'val gre')).toEqual(['Green Valley']);
    expect(await titlesOf('channelPartner', 'kumar ra')).toEqual(['Ravi Kumar']);
  });

  it('finds channel partners by name, company, mobile and email, telling nature and mobile', async () => {
    const sunil = {
      id: ids['Sunil Gupta'],
      title: 'Sunil Gupta',
      detail: 'Individual Person · 9811177777',
    };
    expect(await hitsOf('channelPartner', 'gupta')).toEqual([sunil]);
    expect(await hitsOf('channelPartner', '77777')).toEqual([sunil]);
    expect(await hitsOf('channelPartner', 'riverview')).toEqual([sunil]);
    expect(await hitsOf('channelPartner', 'lotus realty')).toEqual([
      {
        id: ids['Lotus Realty'],
        title: 'Lotus Realty',
        detail: 'Proprietorship Firm · 9000012345',
      },
    ]);
  });

  it('finds follow-ups by purpose, update and who took them, telling booking and date', async () => {
    const siteVisit = {
      id: ids.siteVisit,
      title: 'Site visit',
      detail: `BK-${String(ids.asha).padStart(4, '0')} · 10/11/2026`,
    };
    // The payment reminder's update says 'after the site visit'.
    expect(await hitsOf('followUp', 'site v')).toEqual([
      expect.objectContaining({ id: ids.payment, title: 'Payment reminder' }),
      siteVisit,
    ]);
    expect(await hitsOf('followUp', 'corner')).toEqual([siteVisit]);
    expect(await hitsOf('followUp', 'neha')).toEqual([siteVisit]);
  });
});

describe('the order and number of hits', () => {
  it('puts hits where the search starts a word before those that only contain it', async () => {
    // Asha Rao's name starts with 'ash'; Prakash Nair's, the newer, only contains it.
    expect((await hitsOf('booking', 'ash')).map((hit) => hit.id)).toEqual([ids.asha, ids.prakash]);
    expect(await titlesOf('project', 'green')).toEqual(['Green Valley', 'Evergreen Enclave']);
  });

  it('orders hits alike newest first', async () => {
    // Raoul Dsouza, Kiran Rao and Asha Rao all have a word starting with 'rao'.
    expect((await hitsOf('booking', 'rao')).map((hit) => hit.id)).toEqual([
      ids.kiran,
      ids.raoul,
      ids.asha,
    ]);
  });

  it('looks for two characters at the start of words only', async () => {
    // 'ao' is inside Rao and Raoul, at the start of no word.
    expect(await hitsOf('booking', 'ao')).toEqual([]);
    expect((await hitsOf('booking', 'ki')).map((hit) => hit.id)).toEqual([ids.kiran]);
  });

  it('answers at most `limit` hits of each kind, 5 unless asked', async () => {
    for (let n = 0; n < 6; n += 1) await insertProject(server.db, `Limit Park ${n}`);
    expect(await titlesOf('project', 'limit park')).toHaveLength(5);
    const two = await hitsOf('project', 'limit park', 2);
    expect(two).toHaveLength(2);
    expect(two[0]!.id).toBeGreaterThan(two[1]!.id);
    expect((await search({ q: 'limit park', limit: 11 })).status).toBe(400);
  });
});
