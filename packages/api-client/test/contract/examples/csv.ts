/** CSV exports: the header row is the contract; the data rows depend on the provider's data. */
import { MatchersV3 } from '@pact-foundation/pact';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** RFC 4180 text: the exact header row, then any number of CRLF-terminated rows. */
export function csvBody(header: string, exampleRows: readonly string[]) {
  const example = [header, ...exampleRows, ''].join('\r\n');
  return MatchersV3.regex(`^${escapeRegex(header)}\\r\\n([^\\r\\n]*\\r\\n)*$`, example);
}
