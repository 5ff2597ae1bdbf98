import {
  NO_ASSOCIATES_LABEL,
  PARTNER_BOOKINGS_TEXTS,
  commissionRateLabel,
  formatDate,
  natureLabel,
  orNotAvailable,
  partnerNatureView,
  partnerStatusLabel,
  type PartnerFact,
  type PartnerFactGroup,
} from '@plotline/domain';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { Disclosure } from '../../components/Disclosure';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordDetailsModal, type AuditHistory, type Loadable } from '../../patterns';
import {
  PartnerBookingsSection,
  type PartnerBookingsProps,
} from './bookings/PartnerBookingsSection';
import type { ChannelPartnerListRow, ChannelPartnerRecord } from './channel-partners-screen-types';
import {
  PartnerCommissionSection,
  type PartnerCommissionProps,
} from './commission/PartnerCommissionSection';
import * as styles from './ChannelPartnerViewModal.css';

export type ChannelPartnerViewModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The whole partner, as the host loads it. */
  partner: Loadable<ChannelPartnerRecord>;
  /** Its row in the list, when the page shows it: its name titles the details while they load. */
  row?: ChannelPartnerListRow;
  /** The name of the user who created the partner, as the host resolved it; 'N/A' until then. */
  createdByName?: string | null;
  /** The zone the timestamps are read in. */
  timeZone: string;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
  /**
   * Its commission, as the host loads it, and what the user may do with it; left out (a user
   * without commissions.view), no Commission section is shown.
   */
  commission?: PartnerCommissionProps;
  /**
   * Its newest bookings, as the host loads them, and where they open; left out (a user without
   * bookings.view), no Bookings section is shown.
   */
  bookings?: PartnerBookingsProps;
};

/**
 * A channel partner, read-only: Basic Information; for whoever may see commissions its Commission
 * section, and for whoever may see bookings its newest bookings, the figures a manager reads
 * first; then, folded, the section of its nature with every field ('N/A' where missing), its
 * partners or authorized persons, and the associates; for whoever may see the audit trail, the
 * History of every change to it.
 */
export function ChannelPartnerViewModal({
  isOpen,
  onOpenChange,
  partner,
  row,
  createdByName,
  timeZone,
  audit,
  commission,
  bookings,
}: ChannelPartnerViewModalProps) {
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      readsAsDocument
      title={(partner.data ?? row)?.name ?? 'Channel Partner'}
      record={partner.data}
      isLoading={partner.isLoading}
      errorMessage={partner.error}
      loadingLabel="Loading channel partner details"
      audit={audit}
      timeZone={timeZone}
    >
      {(shown) => (
        <PartnerFacts
          partner={shown}
          createdByName={createdByName}
          timeZone={timeZone}
          commission={commission}
          bookings={bookings}
        />
      )}
    </RecordDetailsModal>
  );
}

function PartnerFacts({
  partner,
  createdByName,
  timeZone,
  commission,
  bookings,
}: Pick<ChannelPartnerViewModalProps, 'createdByName' | 'timeZone' | 'commission' | 'bookings'> & {
  partner: ChannelPartnerRecord;
}) {
  const nature = partnerNatureView(partner);
  return (
    <>
      <DetailSection heading="Basic Information">
        <DetailList>
          <Detail term="Partner Name">{partner.name}</Detail>
          <Detail term="Nature">{natureLabel(partner.natureId)}</Detail>
          <Detail term="Status">
            <StatusBadge status={partnerStatusLabel(partner.isActive)} />
          </Detail>
          <Detail term="Commission Rate">{commissionRateLabel(partner.commissionRate)}</Detail>
          <Detail term="Created Date">{formatDate(partner.createdAt, timeZone)}</Detail>
          <Detail term="Created By">{orNotAvailable(createdByName)}</Detail>
          {partner.remarks?.trim() && <Detail term="Remarks">{partner.remarks}</Detail>}
        </DetailList>
      </DetailSection>
      {commission && <PartnerCommissionSection {...commission} />}
      {bookings && <PartnerBookingsSection {...bookings} />}
      <DetailSection heading={nature.heading}>
        <Disclosure label={PARTNER_BOOKINGS_TEXTS.personalDetails}>
          <div className={styles.details}>
            <Facts facts={nature.facts} />
            {nature.people.length > 0 && (
              <div className={styles.groups}>
                {nature.people.map((person) => (
                  <FactGroup key={person.heading} group={person} level={4}>
                    <Associates associates={person.associates} level={5} />
                  </FactGroup>
                ))}
              </div>
            )}
            {nature.people.length === 0 && <Associates associates={nature.associates} level={4} />}
          </div>
        </Disclosure>
      </DetailSection>
    </>
  );
}

function Facts({ facts, size }: { facts: readonly PartnerFact[]; size?: 'small' }) {
  return (
    <DetailList size={size}>
      {facts.map((fact) => (
        <Detail key={fact.term} term={fact.term}>
          <FactValue fact={fact} />
        </Detail>
      ))}
    </DetailList>
  );
}

/** A number to call or an address to write to is a link; anything else, its words. */
function FactValue({ fact: { value, contact } }: { fact: PartnerFact }) {
  if (contact === 'phone') return <PhoneLink number={value} />;
  if (contact === 'email') return <EmailLink address={value} />;
  return value;
}

type HeadingLevel = 4 | 5;

function FactGroup({
  group,
  level,
  children,
}: {
  group: PartnerFactGroup;
  level: HeadingLevel;
  children?: ReactNode;
}) {
  return (
    <section className={styles.group}>
      <Heading level={level} className={styles.groupHeading}>
        {group.heading}
      </Heading>
      <Facts facts={group.facts} size="small" />
      {children}
    </section>
  );
}

/** The associates of a person, each a card; 'No Associates' when there are none. */
function Associates({
  associates,
  level,
}: {
  associates: readonly PartnerFactGroup[];
  level: HeadingLevel;
}) {
  if (associates.length === 0) return <p className={styles.message}>{NO_ASSOCIATES_LABEL}</p>;
  return (
    <div className={styles.groups}>
      {associates.map((associate) => (
        <FactGroup key={associate.heading} group={associate} level={level} />
      ))}
    </div>
  );
}
