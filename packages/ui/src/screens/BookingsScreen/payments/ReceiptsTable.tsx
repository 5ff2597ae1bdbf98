import { formatDate, formatRupees, paymentModeLabel } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, type TableColumn } from '../../../components/Table';
import { AsyncButton } from '../../../patterns';
import type { Receipt } from '../../payments/payments-types';
import * as styles from './BookingPaymentsSection.css';

type ReceiptColumnId = 'number' | 'receivedOn' | 'amount' | 'mode' | 'reference' | 'actions';

const RECEIPT_COLUMNS: readonly TableColumn<ReceiptColumnId>[] = [
  { id: 'number', name: 'Receipt', isRowHeader: true },
  { id: 'receivedOn', name: 'Received On' },
  { id: 'amount', name: 'Amount', align: 'end' },
  { id: 'mode', name: 'Mode' },
  { id: 'reference', name: 'Reference' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

export type ReceiptsTableProps = {
  receipts: readonly Receipt[];
  /** Downloads the receipt's PDF; its button is busy until this settles. */
  onDownload: (receipt: Receipt) => Promise<void>;
  /** Left out where the host cannot print: no Print. */
  onPrint?: (receipt: Receipt) => void;
  /** Left out where the user may not reverse payments. */
  onReverse?: (receipt: Receipt) => void;
};

/** The booking's payments, newest first; a reversed one stays, marked with its reason. */
export function ReceiptsTable({ receipts, onDownload, onPrint, onReverse }: ReceiptsTableProps) {
  const renderCell = (receipt: Receipt, columnId: ReceiptColumnId): ReactNode => {
    switch (columnId) {
      case 'number':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{receipt.receiptNumber}</span>
            {receipt.reversal && (
              <>
                <StatusBadge status="Reversed" />
                <span className={styles.note}>{receipt.reversal.reason}</span>
              </>
            )}
          </span>
        );
      case 'receivedOn':
        return <span className={styles.nowrap}>{formatDate(receipt.receivedOn)}</span>;
      case 'amount':
        return <span className={styles.figure}>{formatRupees(receipt.amount)}</span>;
      case 'mode':
        return paymentModeLabel(receipt.mode);
      case 'reference':
        return receipt.reference ?? <span className={styles.muted}>None</span>;
      case 'actions':
        return (
          <span className={styles.rowActions}>
            <AsyncButton
              variant="quiet"
              size="small"
              onPress={() => onDownload(receipt)}
              label="Download PDF"
              busyLabel="Downloading..."
              of={receipt.receiptNumber}
            />
            {onPrint && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Print receipt ${receipt.receiptNumber}`}
                onPress={() => onPrint(receipt)}
              >
                Print
              </Button>
            )}
            {onReverse && !receipt.reversal && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Reverse payment ${receipt.receiptNumber}`}
                onPress={() => onReverse(receipt)}
              >
                Reverse
              </Button>
            )}
          </span>
        );
    }
  };
  return (
    <Table
      aria-label="Receipts"
      stacksWhenNarrow
      columns={RECEIPT_COLUMNS}
      rows={receipts}
      renderCell={renderCell}
    />
  );
}
