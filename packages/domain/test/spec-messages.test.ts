/**
 * The forms and the server show the same words because both take them from packages/domain, so
 * every message docs/product/validation.md quotes must live in its source, and a test must check
 * it. The list is copied verbatim from docs/product/validation.md's texts not marked ours; N stands
 * for a number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SECTION_5_MESSAGES = [
  'Username is required',
  'Username must be at least 2 characters',
  'Password is required',
  'Password must be at least 6 characters',
  'Please fix the errors below',
  'Please wait N seconds before trying again.',
  'Passwords do not match',
  'Password must be at least 6 characters long',
  'Project name is required',
  'Total project area must be greater than 0',
  'Roads area must be 0 or greater',
  'Total used area (roads + amenities) cannot exceed total project area',
  'Project selection is required',
  'Plot number is required',
  'Plot number cannot contain spaces',
  'Plot size must be greater than 0',
  'Duplicate plot number',
  'Plot selection is required',
  'Sales route selection is required',
  'Booking date is required',
  'Registry date is required',
  'Plot owner name is required',
  'Gender selection is required',
  'Profession is required',
  'Channel partner selection is required',
  'Sales person name is required',
  'Sales person email is required',
  'Sales person designation is required',
  'Plot sale rate must be greater than 0',
  'Token amount must be greater than 0',
  'Token date is required',
  'Registry duration must be greater than 0',
  'Registry date must be after booking date',
  'Registration number is required for Registry Done status',
  'Owner mobile number is required',
  'Please enter a valid 10-digit mobile number',
  'Last 5 digits are required',
  'Please enter exactly 5 digits',
  'Please enter a valid email address',
  'Token date cannot be after booking date',
  'Remark is required',
  'Cancellation reason is required',
  'Actual registry date is required',
  'Registration number is required',
  'Follow-up date is required',
  'Purpose is required',
  'Follow-up update is required',
  'Partner name is required',
  'Firm name is required',
  'Partnership firm name is required',
  'Company name is required',
  'Identity name is required',
  'Gender is required',
  'Mobile number is required',
  'Mobile number must be exactly 10 digits',
  'Mobile number must contain only digits',
  'Proprietor name is required',
  'At least one partner is required',
  'Partner N name is required',
  'Partner N mobile number is required',
  'At least one authorized person is required',
  'Authorized person N name is required',
  'Authorized person N mobile number is required',
  'Please fill in all required fields',
  'Amenity name is required',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const srcDir = join(import.meta.dirname, '..', 'src');
const files = filesUnder(srcDir).filter((file) => file.endsWith('.ts'));
const read = (paths: string[]) => paths.map((file) => readFileSync(file, 'utf8')).join('\n');
const source = read(files.filter((file) => !file.endsWith('.test.ts')));
const tests = read(files.filter((file) => file.endsWith('.test.ts')));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Quoted in any of the three string forms. In source code N is a template slot, and so may be a
// number that comes from a constant (`at least ${MIN_PASSWORD_LENGTH} characters`); tests
// spell every number out.
const quoted = (body: string) => new RegExp(`['"\`]${body}['"\`]`);
const slot = '\\$\\{[^}]+\\}';
const inSource = (message: string) =>
  quoted(
    escape(message)
      .replace('N', slot)
      .replace(/\d+/g, (digits) => `(?:${digits}|${slot})`),
  );
const inTests = (message: string) => quoted(escape(message).replace('N', '\\d+'));

describe('docs/product/validation.md messages', () => {
  it.each(SECTION_5_MESSAGES)('"%s" is in the domain source', (message) => {
    expect(source).toMatch(inSource(message));
  });

  it.each(SECTION_5_MESSAGES)('"%s" is checked by a domain test', (message) => {
    expect(tests).toMatch(inTests(message));
  });
});
