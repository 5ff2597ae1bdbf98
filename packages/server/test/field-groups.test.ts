/**
 * openapi.yaml's x-field-group against the access policy: every group a field names is one of
 * the policy's, and every field an answer may withhold from a caller its operation lets in is one
 * the contract lets be withheld (nullable, a list, or optional). And the plans do what they say.
 */
import { ANY_SIGNED_IN, readsNeededWith } from '@plotline/domain';
import { describe, expect, it } from 'vitest';
import { fieldGroupProblems, planOf, shownTo } from '../src/access/field-groups';
import { atPointer, CONTRACT_OPERATIONS } from '../src/openapi/contract';

describe('x-field-group', () => {
  it.each(CONTRACT_OPERATIONS.map((op) => [op.operationId, op] as const))(
    '%s withholds only what its answers may go without',
    (_, operation) => {
      const held = new Set(
        operation.access.kind === 'permission'
          ? [operation.access.name, ...readsNeededWith(operation.access.name)]
          : [],
      );
      for (const response of Object.values(operation.jsonResponses)) {
        const plan = planOf(response.content['application/json'].schema as never);
        expect(fieldGroupProblems(plan, held)).toEqual([]);
      }
    },
  );

  it('names groups only on fields of answers, each a subject of the policy', () => {
    // planOf throws on a group the policy does not know; every schema is compiled here.
    const schemas = atPointer<Record<string, unknown>>('#/components/schemas');
    for (const name of Object.keys(schemas)) {
      expect(() => planOf({ $ref: `#/components/schemas/${name}` })).not.toThrow();
    }
    expect(ANY_SIGNED_IN).toBe('signed-in');
  });
});

describe('shownTo', () => {
  const overtime = planOf({ $ref: '#/components/schemas/OvertimeBookingList' });
  const page = {
    data: [{ bookingId: 1, plotOwnerName: 'Asha Rao' }],
    totalCount: 12,
    totalCountEstimated: false,
    totalPages: 2,
    hasNextPage: true,
    hasPreviousPage: false,
  };

  it('empties a list of records the caller may not read, keeping its counts', () => {
    expect(shownTo({ permissions: [] }, overtime, page)).toEqual({ ...page, data: [] });
  });

  it('leaves an answer whole for a caller who may read all of it', () => {
    expect(shownTo({ permissions: ['bookings.view'] }, overtime, page)).toBe(page);
  });

  it('nulls a required field and leaves out an optional one', () => {
    const collections = planOf({ $ref: '#/components/schemas/CollectionItem' });
    expect(
      shownTo({ permissions: ['payments.view'] }, collections, { plotOwnerName: 'Asha Rao' }),
    ).toEqual({ plotOwnerName: null });
    const partner = planOf({ $ref: '#/components/schemas/ChannelPartnerOverview' });
    expect(
      shownTo({ permissions: [] }, partner, { name: 'Sunrise', commissionEarned: 12 }),
    ).toEqual({
      name: 'Sunrise',
    });
  });

  it('withholds inside a branch of anyOf, as a booking’s payments carry their commission', () => {
    const payments = planOf({ $ref: '#/components/schemas/BookingPayments' });
    const answer = {
      commission: { earned: 5 },
      receipts: [{ id: 1, commissionAmount: 5 }],
    };
    expect(shownTo({ permissions: ['payments.view'] }, payments, answer)).toEqual({
      commission: null,
      receipts: [{ id: 1, commissionAmount: null }],
    });
  });

  it('has no plan for a schema with nothing to withhold', () => {
    expect(planOf({ $ref: '#/components/schemas/Project' })).toBeNull();
  });
});
