import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_IMPORT_MESSAGES,
  guessImportMapping,
  importedDate,
  importedMobileNumber,
  importedRow,
  importMappingError,
  readImportFile,
  type ImportLookups,
} from './enquiry-import';
import { ENQUIRY_MESSAGES } from './enquiry-messages';

const lookups: ImportLookups = {
  defaultSource: 'PropertyPortal',
  partnerId: (name) => (name.toLowerCase() === 'square realty' ? 7 : null),
  projectId: (name) => ({ 'green meadows': 3, 'palm grove': 4 })[name.toLowerCase()] ?? null,
};

const MAPPING = {
  name: 0,
  mobileNumber: 1,
  source: 2,
  channelPartner: 3,
  projects: 4,
  budgetMax: 5,
};

describe('guessImportMapping', () => {
  it('finds each field by the words headers use, a column once', () => {
    expect(
      guessImportMapping([
        'Customer Name',
        'Phone No',
        'E-mail',
        'Lead Source',
        'Project',
        'Remarks',
        'Budget',
      ]),
    ).toEqual({ name: 0, email: 2, source: 3, projects: 4, notes: 5, budgetMax: 6 });
    expect(guessImportMapping(['Mobile Number', 'Name', 'Mobile'])).toEqual({
      name: 1,
      mobileNumber: 0,
    });
  });
});

describe('importMappingError', () => {
  it('needs the name and mobile, columns the file has, each column once', () => {
    expect(importMappingError({ name: 0, mobileNumber: 1 }, 2)).toBeNull();
    expect(importMappingError({ name: 0 }, 2)).toEqual({
      field: 'mobileNumber',
      message: "Choose the column that holds each enquiry's mobile number",
    });
    expect(importMappingError({ name: 0, mobileNumber: 2 }, 2)).toEqual({
      field: 'mobileNumber',
      message: 'Mobile number is mapped to a column the file does not have',
    });
    expect(importMappingError({ name: 0, mobileNumber: 0 }, 2)).toEqual({
      field: 'mobileNumber',
      message: 'One column cannot fill both Name and Mobile number',
    });
  });
});

describe('what exports write', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['98765', '98765'],
    // Left as written for the form's rules to refuse: a + before a trunk 0, letters, 13 digits.
    ['+098765 43210', '+09876543210'],
    ['98765 abcde', '98765abcde'],
    ['91 98765 432101', '919876543210' + '1'],
  ])('reads mobile %s as %s', (text, mobile) => {
    expect(importedMobileNumber(text)).toBe(mobile);
  });

  it.each([
    ['2026-12-31', '2026-12-31'],
    ['31/12/2026', '2026-12-31'],
    ['1-2-2027', '2027-02-01'],
    ['31.12.2026', '2026-12-31'],
    ['31/02/2026', null],
    ['12/31/2026', null],
    ['tomorrow', null],
  ])('reads date %s as %s', (text, date) => {
    expect(importedDate(text)).toBe(date);
  });
});

describe('readImportFile', () => {
  it('gives the header and the rows under it, numbered as a spreadsheet shows them', () => {
    expect(readImportFile('Name,Mobile\n\nAsha,9876500001\n,\n')).toEqual({
      ok: true,
      header: ['Name', 'Mobile'],
      rows: [{ row: 3, cells: ['Asha', '9876500001'] }],
    });
  });

  it.each([
    ['no rows', 'Name,Mobile\n\n', ENQUIRY_IMPORT_MESSAGES.noRows],
    ['an unclosed quote', 'Name\n"Asha', ENQUIRY_IMPORT_MESSAGES.unclosedQuote(2)],
    ['too many columns', `${'a,'.repeat(100)}a\nx`, ENQUIRY_IMPORT_MESSAGES.tooManyColumns],
    ['too many rows', `Name\n${'a\n'.repeat(5001)}`, ENQUIRY_IMPORT_MESSAGES.tooManyRows],
    ['too many characters', 'x'.repeat(900_001), ENQUIRY_IMPORT_MESSAGES.tooLong],
  ])('refuses a file of %s', (_, csv, message) => {
    expect(readImportFile(csv)).toEqual({ ok: false, message });
  });
});

describe('importedRow', () => {
  it('fills the enquiry form from the cells and the look-ups', () => {
    const row = [
      '  Ravi Kumar ',
      '+91 98765 43210',
      'Channel Partner',
      'Square Realty',
      'Palm Grove; green meadows',
      '₹45,00,000',
    ];
    expect(importedRow(row, MAPPING, lookups)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        name: 'Ravi Kumar',
        mobileNumber: '9876543210',
        source: 'ChannelPartner',
        channelPartnerId: 7,
        projectIds: [4, 3],
        budgetMax: 4500000,
      }),
    });
  });

  it('gives a row without a source the default, and a short row empty cells', () => {
    const result = importedRow(['Meena', '9876500001'], MAPPING, lookups);
    expect(result).toMatchObject({
      ok: true,
      payload: { source: 'PropertyPortal', projectIds: [] },
    });
  });

  it('says every broken rule of a row, in the business words', () => {
    const row = ['', '98765', 'Billboard', '', 'Nowhere', 'lots'];
    expect(importedRow(row, MAPPING, lookups)).toEqual({
      ok: false,
      name: null,
      mobileNumber: '98765',
      messages: [
        ENQUIRY_IMPORT_MESSAGES.unknownSource('Billboard'),
        ENQUIRY_IMPORT_MESSAGES.unknownProject('Nowhere'),
        'Name is required',
        'Mobile number must be exactly 10 digits',
        'Budget max must be a number',
      ],
    });
  });

  it('names a partner it cannot find once, and asks for one a partner source lacks', () => {
    const unknown = importedRow(['A', '9876500001', 'Channel partner', 'Nobody'], MAPPING, lookups);
    expect(unknown).toMatchObject({
      ok: false,
      messages: ["No channel partner is named 'Nobody'"],
    });
    const missing = importedRow(['A', '9876500001', 'Channel partner', ''], MAPPING, lookups);
    expect(missing).toMatchObject({
      ok: false,
      messages: ['Channel partner selection is required'],
    });
  });

  it('refuses text past the limits, NUL characters, too many projects and unreadable dates', () => {
    const mapping = { name: 0, mobileNumber: 1, projects: 2, nextAction: 3, nextActionDate: 4 };
    const many = Array.from({ length: 21 }, () => 'Green Meadows').map((n, i) => `${n}${i}`);
    const result = importedRow(
      ['x'.repeat(201), '9876500001\u0000', many.join(';'), 'Call', '30/02/2026'],
      mapping,
      { ...lookups, projectId: () => 1 },
    );
    expect(result).toMatchObject({
      ok: false,
      messages: [
        'Name must be at most 200 characters',
        'Row must not contain the NUL character',
        'An enquiry names at most 20 projects',
        ENQUIRY_IMPORT_MESSAGES.unreadableDate('30/02/2026'),
        'Mobile number must contain only digits',
      ],
    });
  });

  it('has the import words', () => {
    expect(ENQUIRY_MESSAGES.imported(1)).toBe('1 enquiry imported');
    expect(ENQUIRY_MESSAGES.imported(985)).toBe('985 enquiries imported');
    expect(ENQUIRY_IMPORT_MESSAGES.duplicateOfRow(7)).toBe(
      'Row 7 of the file has the same mobile number',
    );
    expect(ENQUIRY_IMPORT_MESSAGES.unclosedQuote(3)).toBe(
      'The quote opened on row 3 is never closed',
    );
  });
});
