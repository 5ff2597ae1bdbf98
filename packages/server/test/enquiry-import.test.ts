import { guessImportMapping } from '@plotline/domain';
import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../src/db/schema';
import { insertChannelPartner, insertProject } from './support/sales-fixtures';
import { movableClock } from './support/movable-clock';
import { startTestServer, type TestServer } from './support/test-server';

// 06:30 UTC is noon in India: the business's today is 2026-11-22.
const clock = movableClock(new Date('2026-11-22T06:30:00Z'));

let server: TestServer;
let admin: { authorization: string };
let greens: number;
let palms: number;
let partner: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await server.admin();
  greens = await insertProject(server.db, 'Green Meadows Import');
  palms = await insertProject(server.db, 'Palm Grove Import');
  partner = await insertChannelPartner(server.db, 'Import Realty');
});
afterAll(() => server.close());

async function call(method: string, url: string, payload?: unknown, headers = admin) {
  return server.request({
    method: method as 'GET',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Mobile numbers of a block no other test uses: 9 + the block's digit + eight digits. */
const mobile = (block: number, n: number) => `9${block}${String(n).padStart(8, '0')}`;

const HEADER = 'Customer Name,Phone,Email,Project,Remarks';
const MAPPING = { name: 0, mobileNumber: 1, email: 2, projects: 3, notes: 4 };

const importBody = (csv: string, changes: Record<string, unknown> = {}) => ({
  csv,
  mapping: MAPPING,
  source: 'PropertyPortal',
  ...changes,
});

type PreviewRow = {
  row: number;
  outcome: 'Create' | 'Duplicate' | 'Refused';
  messages: string[];
  existingEnquiryId: number | null;
  duplicateOfRow: number | null;
  mobileNumber: string | null;
};

async function preview(csv: string, changes: Record<string, unknown> = {}, headers = admin) {
  const res = await call('POST', '/enquiries/import/preview', importBody(csv, changes), headers);
  expect(res.status).toBe(200);
  return res.body as {
    rows: PreviewRow[];
    createCount: number;
    duplicateCount: number;
    refusedCount: number;
  };
}

async function openEnquiryCount(mobiles: string[]) {
  const [row] = await server.db
    .select({ count: count() })
    .from(enquiries)
    .where(inArray(enquiries.mobileNumber, mobiles));
  return row!.count;
}

describe('importing a portal export of 1,000 enquiries', () => {
  /**
   * 1,000 rows: rows 0–4 repeat the mobile number of an enquiry already open; rows 25–29 repeat
   * those of rows 5–9, written with +91; rows 10–14 break a rule each; the rest, 985, are new.
   */
  async function thousandRows() {
    const existing: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/enquiries', {
        name: `Already Open ${i}`,
        mobileNumber: mobile(1, 9000 + i),
        source: 'Phone',
      });
      expect(res.status).toBe(201);
      existing.push(mobile(1, 9000 + i));
    }
    const lines = [HEADER];
    const invalid = [
      ',9812340001,nameless@example.in,,', // no name
      'Short Number,98123,short@example.in,,', // 5 digits
      'Bad Email,9812340003,not-an-email,,',
      'Unknown Project,9812340004,,Nowhere Heights,',
      'Letters,98123abcde,,,',
    ];
    for (let i = 0; i < 1000; i++) {
      if (i < 5) lines.push(`Repeat Open ${i},${existing[i]},,,`);
      else if (i < 10) lines.push(`Repeat Row ${i},${mobile(1, 20 + i)},,,`);
      else if (i < 15) lines.push(invalid[i - 10]!);
      else
        lines.push(
          `Buyer ${i},+91 ${mobile(1, i)},buyer${i}@example.in,Green Meadows Import,"Row ${i}, from the portal"`,
        );
    }
    return { csv: lines.join('\r\n') + '\r\n', existing };
  }

  it('previews 985 to create, 10 duplicates and 5 refused, then imports exactly the 985', async () => {
    const { csv, existing } = await thousandRows();
    const seen = await preview(csv);
    expect(seen).toMatchObject({ createCount: 985, duplicateCount: 10, refusedCount: 5 });
    expect(seen.rows).toHaveLength(1000);
    const byRow = new Map(seen.rows.map((row) => [row.row, row]));
    expect(byRow.get(2)).toMatchObject({
      outcome: 'Duplicate',
      existingEnquiryId: expect.any(Number),
      messages: ['An open enquiry already has this mobile number'],
    });
    expect(byRow.get(27)).toMatchObject({
      outcome: 'Duplicate',
      duplicateOfRow: 7,
      messages: ['Row 7 of the file has the same mobile number'],
    });
    expect(byRow.get(12)).toMatchObject({ outcome: 'Refused', messages: ['Name is required'] });
    expect(byRow.get(13)!.messages).toEqual(['Mobile number must be exactly 10 digits']);
    expect(byRow.get(14)!.messages).toEqual(['Please enter a valid email address']);
    expect(byRow.get(15)!.messages).toEqual(["No project is named 'Nowhere Heights'"]);
    expect(byRow.get(16)!.messages).toEqual(['Mobile number must contain only digits']);
    // +91 and spaces are dropped from a number to create.
    expect(byRow.get(1001)).toMatchObject({ outcome: 'Create', mobileNumber: mobile(1, 999) });
    // A preview stores nothing.
    expect(await openEnquiryCount([mobile(1, 999)])).toBe(0);

    const res = await call('POST', '/enquiries/import', {
      ...importBody(csv),
      previewedCount: 985,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ createdCount: 985, duplicateCount: 10, refusedCount: 5 });
    const { createdIds } = res.body as { createdIds: number[] };
    expect(new Set(createdIds).size).toBe(985);
    expect(await openEnquiryCount(existing)).toBe(5);

    const last = (await call('GET', `/enquiries/${createdIds.at(-1)}`)).body;
    expect(last).toMatchObject({
      name: 'Buyer 999',
      mobileNumber: mobile(1, 999),
      email: 'buyer999@example.in',
      source: 'PropertyPortal',
      stage: 'New',
      projects: [{ id: greens, name: 'Green Meadows Import' }],
      notes: 'Row 999, from the portal',
      assignedTo: { id: expect.any(Number) },
    });
    const timeline = (await call('GET', `/enquiries/${createdIds[0]}/timeline`)).body;
    expect(timeline.data).toMatchObject([{ kind: 'StageChange', toStage: 'New' }]);
    const audit = (await call('GET', `/audit?entity=enquiry&entityId=${createdIds[0]}`)).body;
    expect(audit.data).toMatchObject([{ operation: 'importEnquiries', entityId: createdIds[0] }]);
    // Each enquiry's entry holds that enquiry, though all of them were read in one go.
    const lastEntries = await call('GET', `/audit?entity=enquiry&entityId=${createdIds.at(-1)}`);
    expect(lastEntries.body.data).toMatchObject([
      { operation: 'importEnquiries', before: null, after: { name: 'Buyer 999', version: 0 } },
    ]);

    // The same file again: every row is now a duplicate or refused, and nothing is created.
    const again = await preview(csv);
    expect(again).toMatchObject({ createCount: 0, duplicateCount: 995, refusedCount: 5 });
  });
});

describe('previewEnquiryImport', () => {
  it('reads sources, partners, projects, dates and amounts as spreadsheets write them', async () => {
    const csv = [
      'Name;Mobile;Source;Partner;Projects;Budget to;Next action;Follow-up date',
      `Ravi Kumar;098 7654 3${'210'};channel partner;import realty;"Palm Grove Import; green meadows import";"45,00,000";Call;31/12/2026`,
      'Meena Rao;9876500001;;;;;;',
      'Sunil Das;9876500002;Billboard;;;;;',
      'Anil Jain;9876500003;Channel partner;Nobody Realty;;;;',
      'Gita Shah;9876500004;;;;;Visit;2026-02-30',
    ].join('\n');
    const mapping = {
      name: 0,
      mobileNumber: 1,
      source: 2,
      channelPartner: 3,
      projects: 4,
      budgetMax: 5,
      nextAction: 6,
      nextActionDate: 7,
    };
    const { rows } = await preview(csv, { mapping, source: 'Website' });
    expect(rows.map((row) => [row.row, row.outcome, row.messages])).toEqual([
      [2, 'Create', []],
      [3, 'Create', []],
      [
        4,
        'Refused',
        [
          "Source 'Billboard' is none of Walk-in, Phone, Website, Property portal, Channel partner, Referral, Other",
        ],
      ],
      [5, 'Refused', ["No channel partner is named 'Nobody Realty'"]],
      [
        6,
        'Refused',
        ["Next action date '2026-02-30' is no date: write it as 2026-12-31 or 31/12/2026"],
      ],
    ]);
    expect(rows[0]!.mobileNumber).toBe('9876543210');

    const res = await call('POST', '/enquiries/import', {
      csv,
      mapping,
      source: 'Website',
      previewedCount: 2,
    });
    expect(res.status).toBe(201);
    const [ravi, meena] = (res.body as { createdIds: number[] }).createdIds;
    expect((await call('GET', `/enquiries/${ravi}`)).body).toMatchObject({
      source: 'ChannelPartner',
      channelPartnerId: partner,
      projects: [{ id: palms }, { id: greens }],
      budgetMax: 4500000,
      nextAction: 'Call',
      nextActionDate: '2026-12-31',
    });
    expect((await call('GET', `/enquiries/${meena}`)).body).toMatchObject({ source: 'Website' });
  });

  it('refuses a file it cannot read, or a mapping without a name or mobile, naming which', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/enquiries/import/preview', body);
      expect(res.status).toBe(400);
      return res.body.errors;
    };
    expect(await refusal(importBody(HEADER))).toEqual({
      csv: 'The file has no enquiries under its header row',
    });
    expect(await refusal(importBody(`${HEADER}\n"Open quote,9812345678,,,`))).toEqual({
      csv: 'The quote opened on row 2 is never closed',
    });
    expect(
      await refusal(importBody(`${HEADER}\nA,9812345678,,,`, { mapping: { name: 0 } })),
    ).toEqual({ 'mapping.mobileNumber': 'mapping.mobileNumber is required' });
    expect(
      await refusal(
        importBody(`${HEADER}\nA,9812345678,,,`, { mapping: { name: 0, mobileNumber: 9 } }),
      ),
    ).toEqual({ mapping: 'Mobile number is mapped to a column the file does not have' });
    expect(
      await refusal(
        importBody(`${HEADER}\nA,9812345678,,,`, { mapping: { name: 1, mobileNumber: 1 } }),
      ),
    ).toEqual({ mapping: 'One column cannot fill both Name and Mobile number' });
    const tooMany = [HEADER, ...Array.from({ length: 5001 }, (_, i) => `B${i},${mobile(2, i)},,,`)];
    expect(await refusal(importBody(tooMany.join('\n')))).toEqual({
      csv: 'A file can hold at most 5,000 enquiries; split it and import each part',
    });
  });

  it('needs enquiries.create, and enquiries.assign to give the rows to someone else', async () => {
    const csv = `${HEADER}\nAssigned Buyer,${mobile(3, 1)},,,`;
    const viewer = await server.userWith(['enquiries.view']);
    expect(
      (await call('POST', '/enquiries/import/preview', importBody(csv), viewer.headers)).status,
    ).toBe(403);
    const seller = await server.userWith(['enquiries.create']);
    const given = importBody(csv, { assignedToId: viewer.id, previewedCount: 1 });
    expect((await call('POST', '/enquiries/import', given, seller.headers)).status).toBe(403);
    const own = await call(
      'POST',
      '/enquiries/import',
      { ...importBody(csv), previewedCount: 1 },
      seller.headers,
    );
    expect(own.status).toBe(201);
    const [id] = (own.body as { createdIds: number[] }).createdIds;
    expect((await call('GET', `/enquiries/${id}`)).body).toMatchObject({
      assignedTo: { id: seller.id },
    });
  });
});

describe('importEnquiries', () => {
  it('creates nothing when the enquiries changed since the preview', async () => {
    const csv = `${HEADER}\nFirst,${mobile(4, 1)},,,\nSecond,${mobile(4, 2)},,,`;
    expect((await preview(csv)).createCount).toBe(2);
    // Meanwhile someone adds an enquiry with the second number.
    const meanwhile = await call('POST', '/enquiries', {
      name: 'Second',
      mobileNumber: mobile(4, 2),
      source: 'Phone',
    });
    expect(meanwhile.status).toBe(201);
    const res = await call('POST', '/enquiries/import', { ...importBody(csv), previewedCount: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'import_changed',
      message: 'The enquiries changed since the preview: preview the file again',
    });
    expect(await openEnquiryCount([mobile(4, 1)])).toBe(0);
  });

  it('refuses rows given to a sales person who is not active, storing none', async () => {
    const csv = `${HEADER}\nOnly,${mobile(5, 1)},,,`;
    const res = await call('POST', '/enquiries/import', {
      ...importBody(csv, { assignedToId: 999999 }),
      previewedCount: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ assignedToId: 'Sales person must be an active user' });
    expect(await openEnquiryCount([mobile(5, 1)])).toBe(0);
  });

  it('is one transaction: the database failing on a late row leaves none of the file', async () => {
    // The rows are written 500 to a statement; the 700th fails after 500 were written.
    await server.db.execute(sql`
      create function refuse_exploding_enquiry() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explodes On Insert' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`
      create trigger refuse_exploding_enquiry before insert on enquiries
      for each row execute function refuse_exploding_enquiry()`);
    try {
      const lines = [HEADER];
      const mobiles = Array.from({ length: 800 }, (_, i) => mobile(7, i));
      mobiles.forEach((number, i) =>
        lines.push(`${i === 699 ? 'Explodes On Insert' : `Late ${i}`},${number},,,`),
      );
      const csv = lines.join('\n');
      const res = await call('POST', '/enquiries/import', {
        ...importBody(csv),
        previewedCount: 800,
      });
      expect(res.status).toBe(500);
      expect(await openEnquiryCount(mobiles)).toBe(0);
    } finally {
      await server.db.execute(sql`drop trigger refuse_exploding_enquiry on enquiries`);
      await server.db.execute(sql`drop function refuse_exploding_enquiry()`);
    }
  });
});

describe('exportEnquiries', () => {
  it('writes the filtered list, which imports again as it is', async () => {
    const created = await call('POST', '/enquiries', {
      name: 'Export, Round Trip',
      mobileNumber: mobile(6, 1),
      email: 'round@example.in',
      source: 'ChannelPartner',
      channelPartnerId: partner,
      projectIds: [palms, greens],
      plotSizeMin: 1200,
      budgetMax: 4500000,
      nextAction: 'Send the price list',
      nextActionDate: '2026-11-30',
      notes: '=SUM(A1) is no formula here',
    });
    expect(created.status).toBe(201);
    const res = await call('GET', '/enquiries/export?searchTerm=Round%20Trip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="enquiries-2026-11-22.csv"',
    );
    const lines = String(res.body).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Name,Mobile number,Email,Source,Source detail,Channel partner,Projects of interest,Plot size from,Plot size to,Budget from,Budget to,Next action,Next action date,Notes,Stage,Lost reason,Sales person,Created at',
      `"Export, Round Trip",${mobile(6, 1)},round@example.in,Channel partner,,Import Realty,Palm Grove Import; Green Meadows Import,1200,,,4500000,Send the price list,2026-11-30,'=SUM(A1) is no formula here,New,,${(created.body as { assignedTo: { name: string } }).assignedTo.name},${(created.body as { createdAt: string }).createdAt}`,
    ]);

    // Moved to Lost, the number is free: the export imports again as a new enquiry like it.
    const { id, version } = created.body as { id: number; version: number };
    await call('PATCH', `/enquiries/${id}/stage`, { stage: 'Contacted', version });
    const contacted = (await call('GET', `/enquiries/${id}`)).body as { version: number };
    await call('PATCH', `/enquiries/${id}/stage`, {
      stage: 'Lost',
      lostReason: 'NotReachable',
      version: contacted.version,
    });
    const guessed = guessImportMapping(lines[0]!.split(','));
    expect(Object.keys(guessed)).toHaveLength(14);
    const seen = await preview(String(res.body), { mapping: guessed });
    expect(seen).toMatchObject({ createCount: 1, refusedCount: 0 });
  });

  it('needs enquiries.view', async () => {
    const outsider = await server.userWith(['bookings.view']);
    expect((await call('GET', '/enquiries/export', undefined, outsider.headers)).status).toBe(403);
  });
});
