/** The amenity modal's body, checked with the domain's rule and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, validateAmenity } from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type AmenityRequest = components['schemas']['AmenityRequest'];

/**
 * The columns the body sets. `createdBy` is not among them: the signed-in user is recorded.
 * Description and notes left out of an update keep what is stored; null clears them.
 */
export function amenityInput(body: AmenityRequest) {
  assertValid(validateAmenity({ name: body.name }));
  return {
    name: body.name.trim(),
    description: body.description,
    isActive: body.isActive ?? DEFAULT_IS_ACTIVE,
    metadata: body.metadata,
  };
}

export type AmenityValues = ReturnType<typeof amenityInput>;
