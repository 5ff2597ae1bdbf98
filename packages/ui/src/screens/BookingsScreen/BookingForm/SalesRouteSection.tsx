import { idFrom, SALES_ROUTE_LABELS, TEXT_LIMITS, type SalesRoute } from '@plotline/domain';
import { useState } from 'react';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { SearchedPicker, type ChoiceSource } from '../../../patterns';
import type { ChannelPartnerChoice, SalesPersonChoice } from '../bookings-screen-types';
import type { EditedBooking } from './booking-form-types';
import { FormSection, type BookingSectionProps } from './FormSection';
import * as styles from './BookingFormModal.css';

export type SalesRouteSectionProps = BookingSectionProps & {
  /** The active channel partners, or those the host found for what was typed. */
  channelPartners: readonly ChannelPartnerChoice[];
  booking: EditedBooking | null;
  /**
   * What was typed in the partner picker, for a host that searches the partners itself ('' for
   * its first ones); without it the picker narrows `channelPartners` as the user types.
   */
  onChannelPartnerSearch?: (text: string) => void;
  /** The staff a direct sale may name, the signed-in user first; left out, they are typed only. */
  salesPeople?: ChoiceSource<SalesPersonChoice>;
  /** The partner a new booking starts with (one from an enquiry), by name. */
  initialPartner?: ChannelPartnerChoice | null;
};

type SalesPersonField = 'salesPersonName' | 'salesPersonEmail' | 'salesPersonDesignation';

/** The booking's own partner, by name, even when deactivated since. */
function bookingPartner(booking: EditedBooking | null): ChannelPartnerChoice | null {
  const id = booking?.channelPartnerId;
  return id ? { id, name: booking.channelPartnerName ?? `#${id}` } : null;
}

/** Sales Route: through a channel partner, or a direct sale by one of the staff. */
export function SalesRouteSection({
  form,
  errors,
  onEdit,
  channelPartners,
  booking,
  onChannelPartnerSearch,
  salesPeople,
  initialPartner = null,
}: SalesRouteSectionProps) {
  // The partner picker leaves while a direct sale is chosen: the partner picked, perhaps from a
  // search, must still read by name when it comes back.
  const [picked, setPicked] = useState(() => bookingPartner(booking) ?? initialPartner);
  // The one of the staff picked, shown by the picker while the name and email are still theirs.
  const [person, setPerson] = useState<SalesPersonChoice | null>(null);
  const isPersonShown =
    person?.name === form.salesPersonName && person.email === form.salesPersonEmail;
  const pickPerson = (_id: number | null, chosen: SalesPersonChoice | null) => {
    setPerson(chosen);
    if (chosen) {
      onEdit({
        salesPersonName: chosen.name,
        salesPersonEmail: chosen.email,
        salesPersonDesignation: chosen.designation ?? '',
      });
    }
  };
  const text = (field: SalesPersonField) => ({
    value: form[field],
    onChange: (value: string) => onEdit({ [field]: value }),
    errorMessage: errors[field],
    isRequired: true,
  });

  return (
    <FormSection title="Sales Route">
      <div className={styles.wide}>
        <RadioGroup
          label="Sales Route"
          isRequired
          orientation="horizontal"
          value={form.salesRoute || null}
          onChange={(value) => onEdit({ salesRoute: value as SalesRoute })}
          errorMessage={errors.salesRoute}
        >
          <Radio value="channel_partner">{SALES_ROUTE_LABELS.channel_partner}</Radio>
          <Radio value="direct_sale">{SALES_ROUTE_LABELS.direct_sale}</Radio>
        </RadioGroup>
      </div>
      {form.salesRoute === 'channel_partner' && (
        <SearchedPicker
          label="Channel Partner"
          isRequired
          placeholder="Search channel partners"
          choices={channelPartners}
          chosen={picked}
          value={idFrom(form.channelPartnerId)}
          onChange={(id, partner) => {
            setPicked(partner);
            onEdit({ channelPartnerId: id === null ? '' : String(id) });
          }}
          onSearch={onChannelPartnerSearch}
          errorMessage={errors.channelPartnerId}
        />
      )}
      {form.salesRoute === 'direct_sale' && (
        <>
          {salesPeople && (
            <SearchedPicker
              label="Sales Person"
              placeholder="Search staff"
              description="Fills in the name, email and designation, which stay editable for someone outside the staff."
              choices={salesPeople.items}
              chosen={isPersonShown ? person : null}
              value={isPersonShown ? person.id : null}
              onChange={pickPerson}
              onSearch={salesPeople.onSearch}
            />
          )}
          <TextField
            label="Sales Person Name"
            maxLength={TEXT_LIMITS.name}
            {...text('salesPersonName')}
          />
          <TextField
            label="Sales Person Email"
            type="email"
            maxLength={TEXT_LIMITS.email}
            {...text('salesPersonEmail')}
          />
          <TextField
            label="Sales Person Designation"
            maxLength={TEXT_LIMITS.name}
            {...text('salesPersonDesignation')}
          />
        </>
      )}
    </FormSection>
  );
}
