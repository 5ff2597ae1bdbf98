/** The amenity catalogue that projects pick from. */
import { eq } from 'drizzle-orm';
import { amenities } from '../db/schema';
import { signedIn, type Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import { amenityFields } from './amenities/amenity-input';
import {
  amenitiesWhere,
  amenityNotFound,
  amenityOr404,
  isAmenityInUse,
} from './amenities/amenity-queries';
import { amenityResponse } from './amenities/amenity-response';

export const amenitiesHandlers: Handlers = {
  async listAmenities({ db }) {
    const rows = await amenitiesWhere(db);
    return { status: 200, body: rows.map(amenityResponse) };
  },

  async listActiveAmenities({ db }) {
    const rows = await amenitiesWhere(db, eq(amenities.isActive, true));
    return { status: 200, body: rows.map(amenityResponse) };
  },

  async getAmenity({ db, params }) {
    return { status: 200, body: amenityResponse(await amenityOr404(db, params.id)) };
  },

  async createAmenity({ db, body, user, clock }) {
    const fields = amenityFields(body);
    const now = clock.now();
    const [created] = await db
      .insert(amenities)
      .values({ ...fields, createdBy: signedIn(user).id, createdAt: now, updatedAt: now })
      .returning();
    return { status: 201, body: amenityResponse(created!) };
  },

  async updateAmenity({ db, params, body, clock }) {
    const fields = amenityFields(body);
    const [updated] = await db
      .update(amenities)
      .set({ ...fields, updatedAt: clock.now() })
      .where(eq(amenities.id, params.id))
      .returning();
    if (!updated) throw amenityNotFound();
    return { status: 200, body: amenityResponse(updated) };
  },

  async deleteAmenity({ db, params }) {
    await db.transaction(async (tx) => {
      const amenity = await amenityOr404(tx, params.id);
      // Projects hold the amenity by id, so it stays while any project uses it.
      if (await isAmenityInUse(tx, amenity.id)) {
        throw conflict(`Amenity ${amenity.name} cannot be deleted because projects use it`);
      }
      await tx.delete(amenities).where(eq(amenities.id, amenity.id));
    });
    return { status: 204, body: undefined };
  },
};
