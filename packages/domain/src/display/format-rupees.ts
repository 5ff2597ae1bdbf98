/** Amounts in rupees with Indian digit grouping (docs/product/constants.md): ₹12,34,567.00. */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}
