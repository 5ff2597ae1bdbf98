/** amenities: the Amenities screen's card grid and modal, and the project form's amenity picker. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  centralPark,
  centralParkRequest,
  swimmingPool,
  swimmingPoolClosed,
  swimmingPoolClosedRequest,
} from '../examples/catalogue';
import { errorBody } from '../examples/errors';

const { eachLike, equal } = MatchersV3;

// Amenity 1: name 'Swimming Pool', description 'Olympic-size pool with a kids section', isActive true, metadata 'Open 6 am to 9 pm', created by admin.
export const SWIMMING_POOL = 'amenity 1 Swimming Pool exists and is active';
// Amenity 2: name 'Clubhouse', description 'Indoor games and a party hall', isActive false, metadata 'Closed for renovation', created by admin.
const CLUBHOUSE = 'amenity 2 Clubhouse exists and is inactive';
// No amenity at all (the amenities table is empty).
const NO_AMENITIES = 'no amenity exists';
// No amenity with id 999 (nothing else is needed).
const NO_AMENITY_999 = 'no amenity has id 999';

export const amenitiesCases: ContractCase[] = [
  {
    operationId: 'listAmenities',
    description: 'the amenity catalogue',
    states: [SWIMMING_POOL, CLUBHOUSE],
    request: { path: '/api/amenities' },
    response: { status: 200, body: eachLike(swimmingPool) },
    send: (client) => client.GET('/amenities'),
    check: ({ data }) =>
      expect(data).toEqual([
        expect.objectContaining({ id: 1, name: 'Swimming Pool', isActive: true }),
      ]),
  },
  {
    operationId: 'listAmenities',
    description: 'a user without projects.view is refused',
    states: [SWIMMING_POOL],
    caller: 'staff',
    request: { path: '/api/amenities' },
    response: { status: 403, body: errorBody('forbidden', "You don't have permission to do this") },
    send: (client) => client.GET('/amenities'),
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ message: expect.any(String) });
    },
  },
  {
    operationId: 'createAmenity',
    description: 'the modal adds Central Park',
    states: [NO_AMENITIES],
    request: { path: '/api/amenities', body: centralParkRequest },
    response: { status: 201, body: centralPark },
    send: (client) => client.POST('/amenities', { body: centralParkRequest }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: expect.any(Number), name: 'Central Park', isActive: true }),
  },
  {
    operationId: 'createAmenity',
    description: 'a blank name is refused with the field message',
    states: [NO_AMENITIES],
    request: { path: '/api/amenities', body: { ...centralParkRequest, name: '   ' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        name: 'Amenity name is required',
      }),
    },
    send: (client) => client.POST('/amenities', { body: { ...centralParkRequest, name: '   ' } }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { name: 'Amenity name is required' } }),
  },
  {
    operationId: 'listActiveAmenities',
    description: 'only the active amenities, for the project form',
    states: [SWIMMING_POOL, CLUBHOUSE],
    request: { path: '/api/amenities/active' },
    // Equality, not type: the picker offers whatever comes back, so each one must be active.
    response: { status: 200, body: eachLike({ ...swimmingPool, isActive: equal(true) }) },
    send: (client) => client.GET('/amenities/active'),
    check: ({ data }) =>
      expect(data).toEqual([expect.objectContaining({ name: 'Swimming Pool', isActive: true })]),
  },
  {
    operationId: 'getAmenity',
    description: 'amenity 1',
    states: [SWIMMING_POOL],
    request: { path: '/api/amenities/1' },
    response: { status: 200, body: swimmingPool },
    send: (client) => client.GET('/amenities/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, name: 'Swimming Pool', metadata: 'Open 6 am to 9 pm' }),
  },
  {
    operationId: 'getAmenity',
    description: 'an unknown amenity is not found',
    states: [NO_AMENITY_999],
    request: { path: '/api/amenities/999' },
    response: { status: 404, body: errorBody('not_found', 'Amenity not found') },
    send: (client) => client.GET('/amenities/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Amenity not found' }),
  },
  {
    operationId: 'updateAmenity',
    description: 'the modal closes the pool for maintenance',
    states: [SWIMMING_POOL],
    request: { path: '/api/amenities/1', body: swimmingPoolClosedRequest },
    response: { status: 200, body: swimmingPoolClosed },
    send: (client) =>
      client.PUT('/amenities/{id}', {
        params: { path: { id: 1 } },
        body: swimmingPoolClosedRequest,
      }),
    check: ({ data }) => expect(data).toMatchObject({ id: 1, isActive: false }),
  },
  {
    operationId: 'updateAmenity',
    description: 'an unknown amenity is not found',
    states: [NO_AMENITY_999],
    request: { path: '/api/amenities/999', body: swimmingPoolClosedRequest },
    response: { status: 404, body: errorBody('not_found', 'Amenity not found') },
    send: (client) =>
      client.PUT('/amenities/{id}', {
        params: { path: { id: 999 } },
        body: swimmingPoolClosedRequest,
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Amenity not found' }),
  },
  {
    operationId: 'deleteAmenity',
    description: 'amenity 1 is deleted',
    states: [SWIMMING_POOL],
    request: { path: '/api/amenities/1' },
    response: { status: 204 },
    send: (client) => client.DELETE('/amenities/{id}', { params: { path: { id: 1 } } }),
    check: ({ error }) => expect(error).toBeUndefined(),
  },
  {
    operationId: 'deleteAmenity',
    description: 'an unknown amenity is not found',
    states: [NO_AMENITY_999],
    request: { path: '/api/amenities/999' },
    response: { status: 404, body: errorBody('not_found', 'Amenity not found') },
    send: (client) => client.DELETE('/amenities/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Amenity not found' }),
  },
];
