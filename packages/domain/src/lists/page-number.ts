/** Page numbers are 1-based; these keep a requested page usable. */

/** The nearest page that exists; page 1 when the list is empty or the number is not one. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (Number.isNaN(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** A page number from a URL or query string: a positive whole number, else page 1. */
export function parsePageNumber(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return 1;
  return Math.max(1, Number(text));
}
