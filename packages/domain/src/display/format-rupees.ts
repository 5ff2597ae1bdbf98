/** Amounts in rupees with Indian digit grouping (docs/product/constants.md): ₹12,34,567.00. */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const PLAIN_RUPEES = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}

/**
 * 'Rs. 12,34,567.00': for the receipt PDF, whose standard font has no ₹ glyph
 * (docs/payments.md "Money").
 */
export function formatRupeesPlain(amount: number): string {
  return PLAIN_RUPEES.format(amount).replace(/^(-?)/, '$1Rs. ');
}
