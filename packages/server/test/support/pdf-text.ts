/**
 * What a PDF of ours says, read straight from its bytes: each `(…) Tj` string of its content
 * streams, page after page, unescaped (src/pdf/pdf-document.ts writes every line of text as one).
 */
function unescaped(literal: string): string {
  return literal.replace(/\\([0-7]{3}|[\s\S])/g, (_, escape: string) =>
    escape.length === 3 ? String.fromCharCode(parseInt(escape, 8)) : escape,
  );
}

export function pdfTexts(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)endstream/g)];
  return streams.flatMap(([, content]) =>
    [...content!.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\) Tj/g)].map((match) => unescaped(match[1]!)),
  );
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages [^\n]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
}
