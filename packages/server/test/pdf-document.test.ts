/**
 * The receipt's PDF writer: a well-formed PDF 1.4 whose cross-reference table gives each object's
 * true byte offset, whose stream lengths are right, and whose text can be read from its bytes.
 */
import { describe, expect, it } from 'vitest';
import { A4, pdfDocument, pdfLiteral, type PdfText } from '../src/pdf/pdf-document';
import { textWidth, wrappedLines } from '../src/pdf/standard-fonts';
import { winAnsiBytes } from '../src/pdf/win-ansi';
import { pdfTexts } from './support/pdf-text';

const line = (text: string, y: number, font: PdfText['font'] = 'Helvetica'): PdfText => ({
  text,
  x: 56,
  y,
  size: 11,
  font,
});

const sample = pdfDocument(
  [
    {
      texts: [
        line('Payment Receipt', 780, 'Helvetica-Bold'),
        line('Paid (in full) by C:\\cheques', 760),
        line('Café Société – ₹ 100', 740),
      ],
      rules: [{ x1: 56, y1: 730, x2: 539, y2: 730, width: 0.5 }],
    },
  ],
  { title: 'Receipt (RC-000001)' },
);
const text = sample.toString('latin1');

describe('pdfDocument', () => {
  it('is a PDF 1.4 file that ends where its trailer says', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  });

  it('lists each object at its true byte offset, each entry 20 bytes', () => {
    const table = /xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text)!;
    const count = Number(table[1]);
    const entries = table[2]!;
    expect(entries.length).toBe(count * 20);
    expect(entries.slice(0, 20)).toBe('0000000000 65535 f \n');
    for (let n = 1; n < count; n += 1) {
      const entry = entries.slice(n * 20, n * 20 + 20);
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length), `object ${n}`).toBe(`${n} 0 obj`);
    }
    expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>`));
  });

  it('gives the content stream its length in bytes, uncompressed', () => {
    const [, length, body] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(text)!;
    expect(Buffer.byteLength(body!, 'latin1')).toBe(Number(length));
    expect(text).not.toContain('/Filter');
  });

  it('sets the page in A4 with the standard Helvetica fonts in WinAnsiEncoding', () => {
    expect(text).toContain(`/MediaBox [0 0 ${A4.width} ${A4.height}]`);
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('0.5 w 56 730 m 539 730 l S');
  });

  it('writes each line as one string its text can be read back from', () => {
    expect(pdfTexts(sample)).toEqual([
      'Payment Receipt',
      'Paid (in full) by C:\\cheques',
      // WinAnsi has the accents and the dash but no rupee sign.
      'Caf\xe9 Soci\xe9t\xe9 \x96 ? 100',
    ]);
    expect(text).toContain('(Paid \\(in full\\) by C:\\\\cheques) Tj');
    expect(text).toContain('/Title (Receipt \\(RC-000001\\))');
  });

  it('keeps the file plain ASCII past its binary marker line', () => {
    const afterHeader = sample.subarray(sample.indexOf('\n', 10) + 1);
    expect([...afterHeader].every((byte) => byte === 10 || (byte >= 32 && byte < 127))).toBe(true);
  });
});

describe('a document of several pages', () => {
  const pages = pdfDocument(
    [{ texts: [line('First page', 780)] }, { texts: [line('Second page', 780)] }],
    { title: 'Two pages' },
  ).toString('latin1');

  it('lists its pages in order, each with its own content stream', () => {
    expect(pages).toContain('<< /Type /Pages /Kids [6 0 R 8 0 R] /Count 2 >>');
    expect(pages).toMatch(/6 0 obj\n<< \/Type \/Page [^\n]*\/Contents 7 0 R >>/);
    expect(pages).toMatch(/8 0 obj\n<< \/Type \/Page [^\n]*\/Contents 9 0 R >>/);
    const streams = [...pages.matchAll(/stream\n([\s\S]*?)endstream/g)].map((m) => m[1]);
    expect(streams).toEqual([
      expect.stringContaining('(First page) Tj'),
      expect.stringContaining('(Second page) Tj'),
    ]);
  });

  it('refuses to have none', () => {
    expect(() => pdfDocument([], { title: 'Empty' })).toThrow(RangeError);
  });
});

describe('pdfLiteral and winAnsiBytes', () => {
  it('escape what a literal string must and encode the rest as WinAnsi', () => {
    expect(pdfLiteral('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfLiteral('é€')).toBe('(\\351\\200)');
    expect(winAnsiBytes('Rs. ₹ नमस्ते\t')).toEqual([
      0x52, 0x73, 0x2e, 0x20, 0x3f, 0x20, 0x3f, 0x3f, 0x3f, 0x3f, 0x3f, 0x3f, 0x20,
    ]);
  });
});

describe('textWidth and wrappedLines', () => {
  it("measure text with Helvetica's metrics", () => {
    // Digits are 556 thousandths of the size in both weights; a space 278.
    expect(textWidth('1 1', 'Helvetica', 10)).toBeCloseTo(13.9);
    expect(textWidth('W', 'Helvetica-Bold', 20)).toBeCloseTo(18.88);
  });

  it('break text between words within the width, cutting a word only when it must', () => {
    const words = 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only';
    const lines = wrappedLines(words, 'Helvetica', 11, 150);
    expect(lines.join(' ')).toBe(words);
    expect(lines.length).toBeGreaterThan(1);
    for (const each of lines) expect(textWidth(each, 'Helvetica', 11)).toBeLessThanOrEqual(150);
    const long = wrappedLines('X'.repeat(40), 'Helvetica', 11, 100);
    expect(long.join('')).toBe('X'.repeat(40));
    for (const each of long) expect(textWidth(each, 'Helvetica', 11)).toBeLessThanOrEqual(100);
  });
});
