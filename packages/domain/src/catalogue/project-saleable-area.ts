/** The totalSaleableArea a project form sends: computed, so the browser and server agree. */
import { saleableAreaSqYd } from '../area/saleable-area';
import type { ProjectForm } from './project-form';

export function projectSaleableAreaSqYd(form: ProjectForm): number {
  return saleableAreaSqYd({
    totalProjectArea: form.totalProjectArea,
    roadsArea: form.roadsArea,
    amenityAreas: form.projectAmenities.map((row) => row.area),
  });
}
