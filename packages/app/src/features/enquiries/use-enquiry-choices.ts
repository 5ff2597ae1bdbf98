/**
 * The Enquiries page's pickers, searched by the server as the user types, each apart from the
 * others: the filters' projects and sales persons, and the dialogs' projects, active channel
 * partners and staff (a sales person, or who accompanies a visit).
 */
import type { EnquiryChoices, EnquiryPerson, EnquiryRecord } from '@plotline/ui/screens';
import { useActivePartnerSearch } from '../../data/channel-partners';
import { useChoiceSource } from '../../data/choice-source';
import { useEnquiryStaffSearch } from '../../data/enquiries';
import { usePickerSearch } from '../../data/picker-search';
import { useFormProjectChoices, useProjectFilterChoices } from '../../data/project-choices';

function useStaffChoices() {
  const { searchTerm, search } = usePickerSearch();
  return { found: useEnquiryStaffSearch(searchTerm).data, search };
}

/**
 * `rows`: the enquiries shown, whose sales persons name the one the filter holds before a search
 * finds them.
 */
export function useEnquiryChoices(
  filters: { projectId: number | null; assignedToId: number | null },
  rows: readonly EnquiryRecord[],
): EnquiryChoices {
  const filterStaff = useStaffChoices();
  const formStaff = useStaffChoices();
  const partnerSearch = usePickerSearch();
  const partners = useActivePartnerSearch(partnerSearch.searchTerm);
  const chosenPerson: EnquiryPerson | null =
    filterStaff.found?.find(({ id }) => id === filters.assignedToId) ??
    rows.find(({ assignedTo }) => assignedTo?.id === filters.assignedToId)?.assignedTo ??
    null;
  return {
    filter: {
      projects: useProjectFilterChoices(filters.projectId),
      salesPeople: useChoiceSource(filterStaff.found, chosenPerson, filterStaff.search),
    },
    form: {
      projects: useFormProjectChoices(),
      partners: useChoiceSource(partners.data?.data, null, partnerSearch.search),
      salesPeople: useChoiceSource(formStaff.found, null, formStaff.search),
    },
  };
}
