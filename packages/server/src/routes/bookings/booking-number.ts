/** Booking numbers are the server's: BK- and the booking's id, zero-padded to four digits. */
export function bookingNumberFor(id: number): string {
  return `BK-${String(id).padStart(4, '0')}`;
}
