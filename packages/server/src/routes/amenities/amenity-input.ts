/** The amenity modal's body, checked with the domain's rule and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, isValid, validateAmenity } from '@plotline/domain';
import { invalid } from '../../http/http-error';

type AmenityRequest = components['schemas']['AmenityRequest'];

/**
 * The columns the body sets. `createdBy` is not among them: the signed-in user is recorded.
 * Description and notes left out of an update keep what is stored; null clears them.
 */
export function amenityFields(body: AmenityRequest) {
  const errors = validateAmenity({ name: body.name });
  if (!isValid(errors)) throw invalid(errors);
  return {
    name: body.name.trim(),
    description: body.description,
    isActive: body.isActive ?? DEFAULT_IS_ACTIVE,
    metadata: body.metadata,
  };
}
