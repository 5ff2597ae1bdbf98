/** A booking saved without a number is shown as '#' and its id (docs/product/records.md). */
export function bookingNumberLabel(booking: { id: number; bookingNumber: string | null }): string {
  // A blank number reads as no number at all, so the table never shows an empty cell.
  const number = booking.bookingNumber?.trim();
  return number ? number : `#${booking.id}`;
}
