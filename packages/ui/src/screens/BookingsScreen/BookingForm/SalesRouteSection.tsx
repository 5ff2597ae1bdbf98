import { DIRECT_SALE_LABEL, idFrom, type SalesRoute } from '@plotline/domain';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox } from '../../../components/ComboBox';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import type { ChannelPartnerChoice } from '../bookings-screen-types';
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
};

/**
 * The partner chosen stays among the choices whatever the last search found: the one picked, or
 * the booking's own partner (by name, even when deactivated since).
 */
function partnerItems(
  partners: readonly ChannelPartnerChoice[],
  chosen: ChannelPartnerChoice | null,
) {
  const items = partners.map(({ id, name }) => ({ id, label: name }));
  if (chosen && !partners.some((partner) => partner.id === chosen.id)) {
    items.unshift({ id: chosen.id, label: chosen.name });
  }
  return items;
}

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
}: SalesRouteSectionProps) {
  const [picked, setPicked] = useState(() => bookingPartner(booking));
  const partnerId = idFrom(form.channelPartnerId);
  const chosen = picked?.id === partnerId ? picked : null;
  const items = partnerItems(channelPartners, chosen);

  const handlePartnerChange = (key: Key | null) => {
    const partner = items.find((item) => item.id === key);
    setPicked(partner ? { id: partner.id, name: partner.label } : null);
    onEdit({ channelPartnerId: key === null ? '' : String(key) });
  };
  // Choosing writes the partner's name into the box; that is no search for the host to run.
  const handlePartnerInput = (text: string) =>
    onChannelPartnerSearch?.(chosen && text === chosen.name ? '' : text);

  const text = (field: 'salesPersonName' | 'salesPersonEmail' | 'salesPersonDesignation') => ({
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
          <Radio value="channel_partner">Channel Partner</Radio>
          <Radio value="direct_sale">{DIRECT_SALE_LABEL}</Radio>
        </RadioGroup>
      </div>
      {form.salesRoute === 'channel_partner' && (
        <ComboBox
          label="Channel Partner"
          isRequired
          placeholder="Search channel partners"
          items={items}
          value={partnerId}
          onChange={handlePartnerChange}
          onInputChange={handlePartnerInput}
          // A searching host has matched what was typed, so every partner it found is shown; the
          // list opens while the host searches, as it may have found nothing yet.
          {...(onChannelPartnerSearch && {
            defaultFilter: () => true,
            allowsEmptyCollection: true,
          })}
          errorMessage={errors.channelPartnerId}
        />
      )}
      {form.salesRoute === 'direct_sale' && (
        <>
          <TextField label="Sales Person Name" {...text('salesPersonName')} />
          <TextField label="Sales Person Email" type="email" {...text('salesPersonEmail')} />
          <TextField label="Sales Person Designation" {...text('salesPersonDesignation')} />
        </>
      )}
    </FormSection>
  );
}
