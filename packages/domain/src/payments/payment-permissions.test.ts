import { describe, expect, it } from 'vitest';
import { PERMISSION_MODULES } from '../constants';
import { COMMISSION_PERMISSIONS, PAYMENT_PERMISSIONS } from './payment-permissions';

describe('payment and commission permissions', () => {
  it('names the four permissions', () => {
    expect(PAYMENT_PERMISSIONS).toEqual({ view: 'payments.view', create: 'payments.create' });
    expect(COMMISSION_PERMISSIONS).toEqual({ view: 'commissions.view', pay: 'commissions.pay' });
  });

  it('puts each in a module the catalogue offers', () => {
    const names = [...Object.values(PAYMENT_PERMISSIONS), ...Object.values(COMMISSION_PERMISSIONS)];
    for (const name of names) {
      expect(PERMISSION_MODULES).toContain(name.split('.')[0]);
    }
  });
});
