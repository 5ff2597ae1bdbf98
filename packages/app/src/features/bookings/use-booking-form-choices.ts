import { mayWrite } from '@plotline/domain';
import { NO_SIZE_FILTER, type BookingFormChoices } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useActivePartnerSearch } from '../../data/channel-partners';
import { usePickerSearch } from '../../data/picker-search';
import { useBookablePlotSearch, usePlot } from '../../data/plots';
import { useFormProjectChoices } from '../../data/project-choices';
import { useSalesPeopleSearch } from '../../data/users';

type FormProject = { projectId: number | null; ownPlotId: number | null };

/**
 * The booking form's pickers, searched by the server as the user types: the projects, the active
 * channel partners, and the chosen project's Available plots of the size range the form's size
 * fields hold. An edited booking's own plot is Booked, so no such search finds it: it is loaded
 * by itself and offered first, so its card shows. A new booking's token is offered as received
 * to whoever may record payments; a direct sale's sales person is picked from the staff by
 * whoever may create bookings.
 */
export function useBookingFormChoices(): BookingFormChoices {
  const projects = useFormProjectChoices();
  const partnerSearch = usePickerSearch();
  const partners = useActivePartnerSearch(partnerSearch.searchTerm);
  const plotSearch = usePickerSearch();
  const [project, setProject] = useState<FormProject>({ projectId: null, ownPlotId: null });
  const [sizeRange, setSizeRange] = useState(NO_SIZE_FILTER);
  const plots = useBookablePlotSearch(project.projectId, plotSearch.searchTerm, sizeRange);
  const ownPlot = usePlot(project.ownPlotId).data;
  const found = plots.data?.data ?? [];
  const { user } = useAuth();
  const mayPickSalesPerson = mayWrite(user, 'booking', 'create');
  const salesPersonSearch = usePickerSearch();
  const salesPeople = useSalesPeopleSearch(salesPersonSearch.searchTerm, mayPickSalesPerson);

  return {
    projects,
    partners: { items: partners.data?.data ?? [], onSearch: partnerSearch.search },
    ...(mayPickSalesPerson && {
      salesPeople: {
        items: (salesPeople.data ?? []).map(({ userId, ...person }) => ({ id: userId, ...person })),
        onSearch: salesPersonSearch.search,
      },
    }),
    plots: {
      items: ownPlot && !found.some(({ id }) => id === ownPlot.id) ? [ownPlot, ...found] : found,
      isLoading: plots.isLoading,
      onSearch: plotSearch.search,
    },
    onProjectChange: (projectId, ownPlotId) => setProject({ projectId, ownPlotId }),
    onPlotSizeChange: setSizeRange,
    mayRecordToken: mayWrite(user, 'payment', 'create'),
  };
}
