import { describe, expect, it } from 'vitest';
import { outstandingAtRegistryMessage, registryNeedsConfirmation } from './registry-balance';

describe('registry with a balance outstanding', () => {
  it('needs confirming while any of the sale value is unpaid', () => {
    expect(
      registryNeedsConfirmation({ saleValue: 3_000_000, received: 90_000, outstanding: 2_910_000 }),
    ).toBe(true);
    expect(
      registryNeedsConfirmation({
        saleValue: 3_000_000,
        received: 2_999_999.99,
        outstanding: 0.01,
      }),
    ).toBe(true);
  });

  it('goes ahead when all is paid, or there is no sale value to measure against', () => {
    expect(
      registryNeedsConfirmation({ saleValue: 3_000_000, received: 3_000_000, outstanding: 0 }),
    ).toBe(false);
    expect(registryNeedsConfirmation({ saleValue: null, received: 0, outstanding: null })).toBe(
      false,
    );
  });

  it('says how much to whoever may see payments, and only that some is owed to others', () => {
    expect(outstandingAtRegistryMessage(2_910_000)).toBe(
      '₹29,10,000.00 of the sale value is still outstanding: confirm to register anyway',
    );
    expect(outstandingAtRegistryMessage(null)).toBe(
      'Part of the sale value is still outstanding: confirm to register anyway',
    );
  });
});
