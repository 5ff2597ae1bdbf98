/** Amenity validation (SPEC.md section 5 "Amenity"). */
import type { FieldErrors } from '../field-errors';
import type { AmenityForm } from './amenity-form';

export function validateAmenity(form: Pick<AmenityForm, 'name'>): FieldErrors {
  return form.name.trim() === '' ? { name: 'Amenity name is required' } : {};
}
