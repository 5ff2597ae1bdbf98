import {
  idFrom,
  validateBooking,
  validateTokenPayment,
  type BookingForm,
  type CalendarDate,
} from '@plotline/domain';
import { useDeferredValue, useEffect, useEffectEvent, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { FormModal, useFormSave, type ChoiceSource, type ProjectChoice } from '../../../patterns';
import type { PlotSizeFilter } from '../../PlotsScreen/plots-screen-types';
import type { ChannelPartnerChoice, SalesPersonChoice } from '../bookings-screen-types';
import type { BookingPlotChoice, BookingChangeOutcome, EditedBooking } from './booking-form-types';
import * as styles from './BookingFormModal.css';
import { DateSection } from './DateSection';
import { FinancialSection } from './FinancialSection';
import { MoreDetailsSection } from './MoreDetailsSection';
import { PlotOwnerSection } from './PlotOwnerSection';
import { ProjectPlotSection } from './ProjectPlotSection';
import { SalesRouteSection } from './SalesRouteSection';
import { useBookingForm } from './use-booking-form';

export type BookingFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The booking being edited, with the version it was read at; null to create one. */
  booking: EditedBooking | null;
  /** What a new booking starts with over the defaults. */
  initialValues?: Partial<BookingForm>;
  /**
   * The project a new booking starts in, e.g. the one the list is filtered by, with its name, as
   * no search may have found it.
   */
  initialProject?: ProjectChoice | null;
  /**
   * The plot of `initialProject` a new booking starts with, e.g. the one 'Book this plot' was
   * pressed on, with what its card shows, as no search may have found it yet.
   */
  initialPlot?: BookingPlotChoice | null;
  /** The channel partner a new booking starts with (one from an enquiry), by name. */
  initialPartner?: ChannelPartnerChoice | null;
  /** The projects found for what was typed in the picker (all, for a host not searching). */
  projects: readonly ProjectChoice[];
  /** What was typed in the project picker, for a host that searches the projects itself. */
  onProjectSearch?: (text: string) => void;
  /** The plots of the project last reported through onProjectChange, as the host found them. */
  plots: readonly BookingPlotChoice[];
  isLoadingPlots?: boolean;
  /**
   * The chosen project: reported on opening and on each change, so the host loads its plots;
   * with the edited booking's own plot while the booking stays in its project, so the host can
   * include that (Booked) plot, which no search of Available plots finds.
   */
  onProjectChange: (projectId: number | null, ownPlotId: number | null) => void;
  /** What was typed in the plot picker, for a host that searches the plots itself. */
  onPlotSearch?: (text: string) => void;
  /**
   * The size range the plot picker is narrowed by, for a host that searches the plots itself:
   * reported on opening (no range) and on each change. Left out, the picker has no size fields.
   */
  onPlotSizeChange?: (range: PlotSizeFilter) => void;
  /** The active channel partners, or those the host found for what was typed. */
  channelPartners: readonly ChannelPartnerChoice[];
  /** What was typed in the partner picker, for a host that searches the partners itself. */
  onChannelPartnerSearch?: (text: string) => void;
  /** The staff a direct sale may name; left out, the sales person is typed only. */
  salesPeople?: ChoiceSource<SalesPersonChoice>;
  /** Today's date where the business is: new bookings are token- and booking-dated today. */
  today: CalendarDate;
  /**
   * Whether the user may record payments (payments.create): a new booking then offers its token
   * as received, checked. Left out, it does not, and says the token is recorded later.
   */
  mayRecordToken?: boolean;
  /**
   * Saves; resolves (never rejects) with the outcome. The modal closes itself on success and
   * otherwise keeps what was typed, showing the fields the host's refusal names.
   */
  onSave: (form: BookingForm) => Promise<BookingChangeOutcome>;
  /**
   * A line above the fields: for the booking being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; for a new booking, where
   * it was started from (bookingFromEnquiryNotice).
   */
  notice?: string | null;
};

/** The Create New Booking and Edit Booking modal. */
export function BookingFormModal({
  isOpen,
  onOpenChange,
  notice,
  ...fieldsProps
}: BookingFormModalProps) {
  const { booking } = fieldsProps;
  const isEditing = booking !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={isEditing ? 'Edit Booking' : 'Create New Booking'}
      submitLabel={isEditing ? 'Update Booking' : 'Create Booking'}
      formClassName={styles.form}
      notice={notice ?? undefined}
    >
      <BookingFields
        // Mounted on each opening, so it starts afresh; and again when the host hands over a
        // newer version of the booking (after a conflict), so the form shows what is stored.
        key={booking ? `${booking.id}@${booking.version}` : 'new'}
        {...fieldsProps}
      />
    </FormModal>
  );
}

type BookingFieldsProps = Omit<BookingFormModalProps, 'isOpen' | 'onOpenChange' | 'notice'>;

function BookingFields({
  booking,
  initialValues,
  initialProject = null,
  initialPlot = null,
  initialPartner = null,
  projects,
  onProjectSearch,
  plots,
  isLoadingPlots = false,
  onProjectChange,
  onPlotSearch,
  onPlotSizeChange,
  channelPartners,
  onChannelPartnerSearch,
  salesPeople,
  today,
  mayRecordToken = false,
  onSave,
}: BookingFieldsProps) {
  const { form, errors, setErrors, edit } = useBookingForm(booking, today, {
    ...(initialProject && { projectId: String(initialProject.id) }),
    ...(initialProject && initialPlot && { plotId: String(initialPlot.id) }),
    recordTokenPayment: mayRecordToken,
    tokenPaymentMode: '',
    tokenPaymentReference: '',
    ...initialValues,
  });
  // The chosen plot's size, for the sale value: as the host found it, or as it was picked.
  const [pickedPlot, setPickedPlot] = useState(initialPlot);
  const plotId = idFrom(form.plotId);
  const chosenPlot =
    plots.find(({ id }) => id === plotId) ?? (pickedPlot?.id === plotId ? pickedPlot : null);
  useFormSave({
    // The booking's own messages for the token's amount and date say more, so they win.
    validate: () => ({
      ...validateTokenPayment(form, { today, plot: chosenPlot }),
      ...validateBooking(form),
    }),
    save: () => onSave(form),
    onErrors: setErrors,
  });

  const reportProject = useEffectEvent((formProjectId: string) => {
    const projectId = idFrom(formProjectId);
    onProjectChange(projectId, booking?.projectId === projectId ? booking.plotId : null);
  });
  useEffect(() => reportProject(form.projectId), [form.projectId]);

  const section = { form, errors, onEdit: edit };
  // The dialog opens on its first two sections; the other four follow in a render of their own
  // that yields to the browser, so the press that opened the form paints without waiting for
  // thirty fields (issue 36: 600 ms at 4x CPU throttling when all were drawn at once).
  const showsEverySection = useDeferredValue(true, false);
  return (
    // Amounts in rupees with Indian grouping and dates in en-IN (docs/product/constants.md),
    // whatever the host's locale.
    <I18nProvider locale="en-IN">
      <ProjectPlotSection
        {...section}
        projects={projects}
        chosenProject={
          booking ? { id: booking.projectId, name: booking.projectName } : initialProject
        }
        onProjectSearch={onProjectSearch}
        plots={plots}
        isLoadingPlots={isLoadingPlots}
        booking={booking}
        initialPlot={booking ? null : initialPlot}
        onPlotSearch={onPlotSearch}
        onPlotSizeChange={onPlotSizeChange}
        onPlotPick={setPickedPlot}
      />
      <SalesRouteSection
        {...section}
        channelPartners={channelPartners}
        booking={booking}
        onChannelPartnerSearch={onChannelPartnerSearch}
        salesPeople={salesPeople}
        initialPartner={booking ? null : initialPartner}
      />
      {showsEverySection && (
        <>
          <FinancialSection
            {...section}
            plot={chosenPlot}
            isNew={booking === null}
            mayRecordToken={mayRecordToken}
          />
          <DateSection {...section} storedStatus={booking?.bookingStatus ?? null} />
          <PlotOwnerSection {...section} />
          <MoreDetailsSection {...section} />
        </>
      )}
    </I18nProvider>
  );
}
