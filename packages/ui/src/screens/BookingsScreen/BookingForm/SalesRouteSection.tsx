import { DIRECT_SALE_LABEL, idFrom, type SalesRoute } from '@plotline/domain';
import { ComboBox } from '../../../components/ComboBox';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import type { ChannelPartnerChoice } from '../bookings-screen-types';
import type { EditedBooking } from './booking-form-types';
import { FormSection, type BookingSectionProps } from './FormSection';
import * as styles from './BookingFormModal.css';

export type SalesRouteSectionProps = BookingSectionProps & {
  /** The active channel partners (GET /channelpartners/active). */
  channelPartners: readonly ChannelPartnerChoice[];
  booking: EditedBooking | null;
};

/** A booking made through a partner deactivated since keeps that partner, by name. */
function partnerItems(partners: readonly ChannelPartnerChoice[], booking: EditedBooking | null) {
  const items = partners.map(({ id, name }) => ({ id, label: name }));
  const kept = booking?.channelPartnerId;
  if (kept && !partners.some((partner) => partner.id === kept)) {
    items.unshift({ id: kept, label: booking.channelPartnerName ?? `#${kept}` });
  }
  return items;
}

/** Sales Route: through a channel partner, or a direct sale by one of the staff. */
export function SalesRouteSection({
  form,
  errors,
  onEdit,
  channelPartners,
  booking,
}: SalesRouteSectionProps) {
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
          items={partnerItems(channelPartners, booking)}
          value={idFrom(form.channelPartnerId)}
          onChange={(key) => onEdit({ channelPartnerId: key === null ? '' : String(key) })}
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
