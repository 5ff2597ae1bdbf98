/** The amenity modal: name, description, Active, and additional notes kept as metadata. */
import { DEFAULT_IS_ACTIVE } from '../constants';

export type AmenityForm = {
  name: string;
  description: string;
  isActive: boolean;
  metadata: string;
};

export function newAmenityForm(): AmenityForm {
  return { name: '', description: '', isActive: DEFAULT_IS_ACTIVE, metadata: '' };
}
