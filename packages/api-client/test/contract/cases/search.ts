/** The top bar's search: a booking found by its owner's last five mobile digits. */
import { MatchersV3 } from '@pact-foundation/pact';
import { SEARCH_HITS_PER_KIND } from '@plotline/domain';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';

const { integer, like, regex } = MatchersV3;

// Project 1 Green Valley; plot 1 A-101 (Booked); channel partner 1 Ravi Kumar; booking 1 BK-0001
// of plot 1 to Anil Mehta, whose mobile is 9811122233; no other record holds the digits 22233.
const LAST_FIVE_OF_ANIL_MEHTA =
  "booking 1 (BK-0001) of plot 1 (A-101) of project 1 (Green Valley) is the one record holding 22233, the last five digits of Anil Mehta's mobile";

const LAST_FIVE = { q: '22233', limit: SEARCH_HITS_PER_KIND };
const LAST_FIVE_QUERY = { q: '22233', limit: String(SEARCH_HITS_PER_KIND) };

/** One group, of bookings, with booking 1 told apart by its owner, mobile, project and plot. */
const bookingOneFound = {
  query: regex(/^22233$/, '22233'),
  groups: [
    {
      kind: regex(/^booking$/, 'booking'),
      hits: [
        {
          id: integer(1),
          title: like('BK-0001'),
          detail: like('Anil Mehta · 98111 22233 · Green Valley, plot A-101'),
        },
      ],
    },
  ],
};

const TOO_SHORT = 'q must NOT have fewer than 2 characters';

export const searchCases: ContractCase[] = [
  {
    operationId: 'searchEverything',
    description: "a booking found by the last five digits of its owner's mobile",
    states: [LAST_FIVE_OF_ANIL_MEHTA],
    request: { path: '/api/search', query: LAST_FIVE_QUERY },
    response: { status: 200, body: bookingOneFound },
    send: (client) => client.GET('/search', { params: { query: LAST_FIVE } }),
    check: ({ data }) =>
      expect(data).toEqual({
        query: '22233',
        groups: [
          {
            kind: 'booking',
            hits: [{ id: 1, title: 'BK-0001', detail: expect.stringContaining('Anil Mehta') }],
          },
        ],
      }),
  },
  {
    operationId: 'searchEverything',
    description: 'a search of one character once trimmed is refused',
    states: [LAST_FIVE_OF_ANIL_MEHTA],
    request: { path: '/api/search', query: { q: ' 2 ' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', `Invalid query: ${TOO_SHORT}`, { q: TOO_SHORT }),
    },
    send: (client) => client.GET('/search', { params: { query: { q: ' 2 ' } } }),
    check: ({ error }) => expect(error).toMatchObject({ errors: { q: TOO_SHORT } }),
  },
];
