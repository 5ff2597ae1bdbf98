import { describe, expect, it } from 'vitest';
import { isBlankCsvRow, parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it.each([
    [
      'plain cells, CRLF',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'LF and no last line end',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted separators, quotes and line breaks', 'a,"b, ""c""\nd"\n', [['a', 'b, "c"\nd']]],
    ['a byte order mark dropped', '\uFEFFName,Mobile\n', [['Name', 'Mobile']]],
    ['empty cells kept', 'a,,\n', [['a', '', '']]],
    [
      'semicolons when the header holds more of them',
      'a;b,c;d\n1;2,3;4',
      [
        ['a', 'b,c', 'd'],
        ['1', '2,3', '4'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1\t2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['blank lines kept, so rows keep their numbers', 'a\n\nb\n', [['a'], [''], ['b']]],
    ['a quote inside a cell is text', 'a"b,c\n', [['a"b', 'c']]],
  ])('reads %s', (_, text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });

  it('says which row opened a quote never closed', () => {
    expect(parseCsv('a,b\n1,2\n"3,4\n5,6')).toEqual({ ok: false, unclosedQuoteRow: 3 });
  });

  it('knows a blank row', () => {
    expect(isBlankCsvRow(['', '  '])).toBe(true);
    expect(isBlankCsvRow(['', 'x'])).toBe(false);
  });
});
