import { formatDate, formatRupees } from '@plotline/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, type TableColumn } from '../../../components/Table';
import type { Instalment } from '../../payments/payments-types';
import * as styles from './BookingPaymentsSection.css';

type InstalmentColumnId = 'label' | 'dueDate' | 'amount' | 'paid' | 'state';

const INSTALMENT_COLUMNS: readonly TableColumn<InstalmentColumnId>[] = [
  { id: 'label', name: 'Instalment', isRowHeader: true },
  { id: 'dueDate', name: 'Due Date' },
  { id: 'amount', name: 'Amount', align: 'end' },
  { id: 'paid', name: 'Paid', align: 'end' },
  { id: 'state', name: 'State' },
];

/** The schedule's instalments in due order, each with what is paid of it and its state. */
export function InstalmentsTable({ instalments }: { instalments: readonly Instalment[] }) {
  const renderCell = (instalment: Instalment, columnId: InstalmentColumnId): ReactNode => {
    switch (columnId) {
      case 'label':
        return instalment.label;
      case 'dueDate':
        return <span className={styles.nowrap}>{formatDate(instalment.dueDate)}</span>;
      case 'amount':
        return <span className={styles.figure}>{formatRupees(instalment.amount)}</span>;
      case 'paid':
        return <span className={styles.figure}>{formatRupees(instalment.paidAmount)}</span>;
      case 'state':
        return <StatusBadge status={instalment.state} />;
    }
  };
  return (
    <Table
      aria-label="Instalments"
      stacksWhenNarrow
      columns={INSTALMENT_COLUMNS}
      rows={instalments}
      renderCell={renderCell}
    />
  );
}
