/**
 * A PDF 1.4 of text and rules in the standard Helvetica fonts, written by hand: no
 * embedded font, no compression, so every reader shows it and its text can be read straight from
 * its bytes. Each piece of text is one `(…) Tj` string of the page's content stream, in
 * WinAnsiEncoding; the cross-reference table gives each object's byte offset, as readers expect.
 */
import type { StandardFont } from './standard-fonts';
import { winAnsiBytes } from './win-ansi';

/** A4 in points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfText = {
  text: string;
  /** Where the text's baseline starts, in points from the page's bottom left corner. */
  x: number;
  y: number;
  size: number;
  font: StandardFont;
};

export type PdfRule = { x1: number; y1: number; x2: number; y2: number; width: number };

/** One A4 page. */
export type PdfPage = { texts: readonly PdfText[]; rules?: readonly PdfRule[] };

const FONT_RESOURCES: Readonly<Record<StandardFont, string>> = {
  Helvetica: 'F1',
  'Helvetica-Bold': 'F2',
};

/** A number as PDF writes it: at most two decimals, no exponent. */
function pdfNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a PDF number: ${value}`);
  return String(Math.round(value * 100) / 100);
}

/**
 * The text as a PDF literal string: backslash and parentheses escaped, and every byte outside
 * printable ASCII written as an octal escape, so the file's text is plain ASCII.
 */
export function pdfLiteral(text: string): string {
  const body = winAnsiBytes(text)
    .map((byte) => {
      if (byte === 0x5c || byte === 0x28 || byte === 0x29) return `\\${String.fromCharCode(byte)}`;
      if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`;
      return String.fromCharCode(byte);
    })
    .join('');
  return `(${body})`;
}

function contentStream(page: PdfPage): string {
  const rules = (page.rules ?? []).map(
    ({ x1, y1, x2, y2, width }) =>
      `${pdfNumber(width)} w ${pdfNumber(x1)} ${pdfNumber(y1)} m ${pdfNumber(x2)} ${pdfNumber(y2)} l S`,
  );
  const texts = page.texts.map(({ text, x, y, size, font }) =>
    [
      'BT',
      `/${FONT_RESOURCES[font]} ${pdfNumber(size)} Tf`,
      `${pdfNumber(x)} ${pdfNumber(y)} Td`,
      `${pdfLiteral(text)} Tj`,
      'ET',
    ].join('\n'),
  );
  return `${[...rules, ...texts].join('\n')}\n`;
}

function fontObject(font: StandardFont): string {
  return `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`;
}

/**
 * The document's bytes: its pages in order, and its title in the document's properties. Objects
 * 1 to 5 are the catalogue, the page tree, the two fonts and the properties; each page then has
 * two, itself and its content stream.
 */
export function pdfDocument(pages: readonly PdfPage[], { title }: { title: string }): Buffer {
  if (pages.length === 0) throw new RangeError('A PDF has at least one page');
  const fontNames = Object.keys(FONT_RESOURCES) as StandardFont[];
  const fonts = fontNames.map((font, index) => `/${FONT_RESOURCES[font]} ${3 + index} 0 R`);
  const pageObject = (index: number) => 6 + index * 2;
  const kids = pages.map((_, index) => `${pageObject(index)} 0 R`).join(' ');
  const mediaBox = `[0 0 ${pdfNumber(A4.width)} ${pdfNumber(A4.height)}]`;
  // Object n is at index n - 1.
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    ...fontNames.map(fontObject),
    `<< /Title ${pdfLiteral(title)} /Producer (Plotline) >>`,
    ...pages.flatMap((page, index) => {
      const content = contentStream(page);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} ` +
          `/Resources << /Font << ${fonts.join(' ')} >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
      ];
    }),
  ];
  // The second line's bytes above 127 tell transfer programs the file is binary.
  const chunks = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
  let length = Buffer.byteLength(chunks[0]!, 'latin1');
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    const chunk = `${index + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(length);
    chunks.push(chunk);
    length += Buffer.byteLength(chunk, 'latin1');
  }
  // Each entry is exactly 20 bytes, its line ended by a space and a line feed.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  chunks.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\n` +
      `startxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}
