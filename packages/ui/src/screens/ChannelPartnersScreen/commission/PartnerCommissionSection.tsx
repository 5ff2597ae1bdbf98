import {
  commissionRateLabel,
  formatDate,
  formatRupees,
  PAYMENT_MESSAGES,
  paymentModeLabel,
  type CalendarDate,
} from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Detail, DetailList, DetailSection } from '../../../components/DetailList';
import { Icon } from '../../../components/Icon';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, type TableColumn } from '../../../components/Table';
import { LoadFailedState, useLastShown, type SaveOutcome } from '../../../patterns';
import type { Loadable, PagedState } from '../../../patterns';
import type {
  CommissionLedgerEntry,
  PartnerCommission,
  PayoutInput,
  ReversalInput,
} from '../../payments/payments-types';
import { ReversalFormModal } from '../../payments/ReversalFormModal';
import { CommissionPayoutFormModal } from './CommissionPayoutFormModal';
import * as styles from './PartnerCommissionSection.css';

/** What the user may do with a partner's commission: commissions.pay allows payouts. */
export type CommissionGrants = {
  /** Record payouts and reverse them. */
  pay: boolean;
};

/**
 * A partner's commission as the host loads it and what it does with it (docs/payments.md
 * "Commissions"): what the partner's details take to show the Commission section, for a user with
 * commissions.view.
 */
export type PartnerCommissionProps = {
  /** GET /channel-partners/{id}/commission: the rate and the figures. */
  summary: Loadable<PartnerCommission>;
  /** GET /channel-partners/{id}/commission/ledger: a page of entries, newest first. */
  ledger: PagedState<CommissionLedgerEntry>;
  /** The buttons the user's permissions allow; none are shown without commissions.pay. */
  can: CommissionGrants;
  /** The business's calendar date: a payout is paid today unless said otherwise. */
  today: CalendarDate;
  /** Records a payout (POST /channel-partners/{id}/commission-payouts); resolves, never rejects. */
  onRecordPayout: (input: PayoutInput) => Promise<SaveOutcome>;
  /** Reverses a payout (POST /commission-payouts/{id}/reversal); resolves, never rejects. */
  onReversePayout: (entry: CommissionLedgerEntry, input: ReversalInput) => Promise<SaveOutcome>;
};

type CommissionDialog = 'payout' | 'reversal' | null;

/**
 * The 'Commission' section of a channel partner's details: the rate, what is earned, pending and
 * paid, the balance, and the ledger of commissions and payouts, newest first; for whoever may,
 * a new payout and a payout's reversal, each in its own form.
 */
export function PartnerCommissionSection({
  summary,
  ledger,
  can,
  today,
  onRecordPayout,
  onReversePayout,
}: PartnerCommissionProps) {
  const [dialog, setDialog] = useState<CommissionDialog>(null);
  const [reversing, setReversing] = useState<CommissionLedgerEntry | null>(null);
  // The payout stays named while its reversal's modal fades out.
  const reversed = useLastShown(reversing);
  const closeOnDismiss = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  const closeOnSuccess = async (outcome: Promise<SaveOutcome>) => {
    const result = await outcome;
    if (result.ok) setDialog(null);
    return result;
  };
  const commission = summary.data;

  return (
    <DetailSection heading="Commission">
      <div className={styles.commission}>
        <Figures summary={summary} />
        {can.pay && commission && commission.balance > 0 && (
          <div className={styles.actions}>
            <Button onPress={() => setDialog('payout')}>
              <Icon name="plus" />
              Record payout
            </Button>
          </div>
        )}
        <section className={styles.part}>
          <Heading level={4} className={styles.partHeading}>
            Ledger
          </Heading>
          <Ledger
            ledger={ledger}
            onReverse={
              can.pay
                ? (entry) => {
                    setReversing(entry);
                    setDialog('reversal');
                  }
                : undefined
            }
          />
        </section>
      </div>
      {can.pay && commission && (
        <CommissionPayoutFormModal
          isOpen={dialog === 'payout'}
          onOpenChange={closeOnDismiss}
          partnerName={commission.channelPartnerName}
          today={today}
          balance={commission.balance}
          onSave={(input) => closeOnSuccess(onRecordPayout(input))}
        />
      )}
      {can.pay && reversed?.payoutNumber && (
        <ReversalFormModal
          isOpen={dialog === 'reversal'}
          onOpenChange={(isOpen) => {
            closeOnDismiss(isOpen);
            if (!isOpen) setReversing(null);
          }}
          record="payout"
          number={reversed.payoutNumber}
          onSave={async (input) => {
            const outcome = await closeOnSuccess(onReversePayout(reversed, input));
            if (outcome.ok) setReversing(null);
            return outcome;
          }}
        />
      )}
    </DetailSection>
  );
}

/** The rate and the figures, or how their load went. */
function Figures({
  summary: { data, isLoading, error, onRetry },
}: {
  summary: Loadable<PartnerCommission>;
}) {
  if (error) return <LoadFailedState message={error} onRetry={onRetry} />;
  if (!data) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading commission" />
      </div>
    ) : null;
  }
  return (
    <DetailList>
      <Detail term="Rate">{commissionRateLabel(data.rate)}</Detail>
      <Detail term="Earned">{formatRupees(data.earned)}</Detail>
      <Detail term="Pending">{formatRupees(data.pending)}</Detail>
      <Detail term="Paid">{formatRupees(data.paid)}</Detail>
      <Detail term="Balance">{formatRupees(data.balance)}</Detail>
    </DetailList>
  );
}

type LedgerColumnId = 'entry' | 'date' | 'amount' | 'payment' | 'state' | 'actions';

const LEDGER_COLUMNS: readonly TableColumn<LedgerColumnId>[] = [
  { id: 'entry', name: 'Entry', isRowHeader: true },
  { id: 'date', name: 'Date' },
  { id: 'amount', name: 'Amount', align: 'end' },
  { id: 'payment', name: 'Mode & Reference' },
  { id: 'state', name: 'State' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** For a user who may not reverse payouts: no Actions column. */
const READ_ONLY_LEDGER_COLUMNS = LEDGER_COLUMNS.filter(({ id }) => id !== 'actions');

type LedgerRow = CommissionLedgerEntry & { id: string };

/** A commission is known by the receipt that earned it, a payout by its own number. */
const ledgerKey = (entry: CommissionLedgerEntry) =>
  entry.kind === 'Payout' ? `payout-${entry.payoutId}` : `commission-${entry.receiptNumber}`;

/** The commission a payment earned ('Commission on BK-0023'), or a payout ('Payout CP-000001'). */
const entryName = (entry: CommissionLedgerEntry) =>
  entry.kind === 'Payout' ? `Payout ${entry.payoutNumber}` : `Commission on ${entry.bookingNumber}`;

type LedgerProps = {
  ledger: PagedState<CommissionLedgerEntry>;
  /** Left out where the user may not reverse payouts. */
  onReverse?: (entry: CommissionLedgerEntry) => void;
};

/** A page of the ledger, newest first, with the pages under it once there is more than one. */
function Ledger({ ledger: { list, page, pageSize, onPageChange }, onReverse }: LedgerProps) {
  if (list.error) return <LoadFailedState message={list.error} onRetry={list.onRetry} />;
  // A page that follows keeps the one before on screen, and the pager with the focus in it.
  if (list.isLoading && list.rows.length === 0) {
    return (
      <div className={styles.loading}>
        <Spinner aria-label="Loading commission ledger" />
      </div>
    );
  }
  if (list.totalCount === 0)
    return <p className={styles.muted}>{PAYMENT_MESSAGES.noLedgerEntries}</p>;

  const renderCell = (entry: LedgerRow, columnId: LedgerColumnId): ReactNode => {
    switch (columnId) {
      case 'entry':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{entryName(entry)}</span>
            {entry.receiptNumber && <span className={styles.note}>{entry.receiptNumber}</span>}
          </span>
        );
      case 'date':
        return <span className={styles.nowrap}>{formatDate(entry.date)}</span>;
      case 'amount':
        return <span className={styles.nowrap}>{formatRupees(entry.amount)}</span>;
      case 'payment':
        return entry.mode ? (
          <span className={styles.stacked}>
            <span>{paymentModeLabel(entry.mode)}</span>
            {entry.reference && <span className={styles.note}>{entry.reference}</span>}
          </span>
        ) : (
          <span className={styles.note}>Not applicable</span>
        );
      case 'state':
        return (
          <span className={styles.stacked}>
            <StatusBadge status={entry.state} />
            {entry.reversalReason && <span className={styles.note}>{entry.reversalReason}</span>}
          </span>
        );
      case 'actions':
        return onReverse && entry.kind === 'Payout' && entry.state === 'Paid' ? (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Reverse payout ${entry.payoutNumber}`}
            onPress={() => onReverse(entry)}
          >
            Reverse
          </Button>
        ) : null;
    }
  };

  return (
    <>
      <Table
        aria-label="Commission ledger"
        columns={onReverse ? LEDGER_COLUMNS : READ_ONLY_LEDGER_COLUMNS}
        rows={list.rows.map((entry) => ({ ...entry, id: ledgerKey(entry) }))}
        renderCell={renderCell}
      />
      {/* One page needs no pager: the section stays short inside its dialog. */}
      {list.totalCount > pageSize && (
        <Pagination
          aria-label="Commission ledger pages"
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          totalCountEstimated={list.totalCountEstimated}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
