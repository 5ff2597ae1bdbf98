/** Amenity validation (docs/product/validation.md "Amenity"). */
import type { FieldErrors } from '../field-errors';
import type { AmenityForm } from './amenity-form';

export function validateAmenity(form: Pick<AmenityForm, 'name'>): FieldErrors {
  return form.name.trim() === '' ? { name: 'Amenity name is required' } : {};
}
