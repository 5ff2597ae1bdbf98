/** The amenity catalogue that projects pick from. */
import { createdStamps } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import { amenityInput } from './amenities/amenity-input';
import {
  activeAmenities,
  allAmenities,
  amenityNotFound,
  amenityOr404,
  deleteAmenityRow,
  insertAmenity,
  isAmenityInUse,
  updateAmenityRow,
} from './amenities/amenity-queries';
import { amenityResponse } from './amenities/amenity-response';

export const amenitiesHandlers: Handlers = {
  async listAmenities({ db }) {
    const rows = await allAmenities(db);
    return { status: 200, body: rows.map(amenityResponse) };
  },

  async listActiveAmenities({ db }) {
    const rows = await activeAmenities(db);
    return { status: 200, body: rows.map(amenityResponse) };
  },

  async getAmenity({ db, params }) {
    return { status: 200, body: amenityResponse(await amenityOr404(db, params.id)) };
  },

  async createAmenity({ db, body, user, clock }) {
    const values = amenityInput(body);
    const created = await insertAmenity(db, { ...values, ...createdStamps(user, clock) });
    return { status: 201, body: amenityResponse(created) };
  },

  async updateAmenity({ db, params, body, clock }) {
    const values = amenityInput(body);
    const updated = await updateAmenityRow(db, params.id, { ...values, updatedAt: clock.now() });
    if (!updated) throw amenityNotFound();
    return { status: 200, body: amenityResponse(updated) };
  },

  async deleteAmenity({ db, params }) {
    await db.transaction(async (tx) => {
      const amenity = await amenityOr404(tx, params.id);
      // Projects hold the amenity by id, so it stays while any project uses it.
      if (await isAmenityInUse(tx, amenity.id)) {
        throw conflict(
          'in_use',
          `Amenity ${amenity.name} cannot be deleted because projects use it`,
        );
      }
      await deleteAmenityRow(tx, amenity.id);
    });
    return { status: 204, body: undefined };
  },
};
