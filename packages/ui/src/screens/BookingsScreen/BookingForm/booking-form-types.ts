/** What the booking modal is given and what it hands back; the host maps these to its API. */
import type { BookingPayload } from '@plotline/domain';
import type { SaveRefusal } from '../../../patterns';
import type { PlotListRow } from '../../PlotsScreen/plots-screen-types';

/**
 * The booking being edited, as GET /bookings answers it: the form's fields, plus the version
 * the save must send back, and the project's name, plot's number and partner's name, so they
 * read by name before any search has found them, or after the partner was made inactive.
 */
export type EditedBooking = BookingPayload & {
  id: number;
  version: number;
  projectName: string;
  plotNumber: string;
  channelPartnerName: string | null;
};

/** A plot of the chosen project, with what the selected-plot card shows. */
export type BookingPlotChoice = Pick<
  PlotListRow,
  'id' | 'projectName' | 'plotNumber' | 'plotSize' | 'sizeUnit' | 'status' | 'remark'
>;

/**
 * How the host's save or status change ended. A refusal may name the form's fields; `conflict`
 * says someone else changed the booking meanwhile: the host reloads it, and the change no longer
 * applies.
 */
export type BookingChangeOutcome = { ok: true } | (SaveRefusal & { conflict?: boolean });
