import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { auditHistoryOf, PLOT_HISTORY } from '../AuditTrail/audit-entry.fixtures';
import { RecordDetailsModal, type RecordDetailsModalProps } from './RecordDetailsModal';

type Lot = { name: string };

/** A lot's details: its name as the facts, and a footer that says whether it was given one. */
function renderDetails(props: Partial<RecordDetailsModalProps<Lot>>) {
  return render(
    <RecordDetailsModal<Lot>
      isOpen
      onOpenChange={() => {}}
      title="Lot Details"
      record={null}
      isLoading={false}
      errorMessage={null}
      loadingLabel="Loading lot details"
      footer={(shown) => <p>Footer for {shown?.name ?? 'nothing'}</p>}
      timeZone="Asia/Kolkata"
      {...props}
    >
      {(shown) => <p>Lot {shown.name}</p>}
    </RecordDetailsModal>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Lot Details' });

it('shows the record, hands it to the footer, and shows no History without its entries', () => {
  renderDetails({ record: { name: 'L-7' } });
  expect(within(dialog()).getByText('Lot L-7')).toBeInTheDocument();
  expect(within(dialog()).getByText('Footer for L-7')).toBeInTheDocument();
  expect(within(dialog()).queryByRole('heading', { name: 'History' })).toBeNull();
});

it('waits with a named spinner while nothing is known, the footer given nothing', () => {
  renderDetails({ isLoading: true });
  expect(within(dialog()).getByRole('progressbar', { name: 'Loading lot details' })).toBeVisible();
  expect(within(dialog()).getByText('Footer for nothing')).toBeInTheDocument();
});

it("shows the host's message in place of a record it cannot show", () => {
  renderDetails({ record: { name: 'L-7' }, errorMessage: 'Lot not found' });
  expect(within(dialog()).getByText('Lot not found')).toBeInTheDocument();
  expect(within(dialog()).queryByText('Lot L-7')).toBeNull();
  expect(within(dialog()).getByText('Footer for nothing')).toBeInTheDocument();
});

it('lists the History after the facts for whoever may see the audit trail', () => {
  renderDetails({
    record: { name: 'L-7' },
    audit: auditHistoryOf(PLOT_HISTORY, '/audit-log?entity=plot&entityId=101'),
  });
  const history = within(dialog()).getByRole('list', { name: 'Changes, newest first' });
  expect(history.children).toHaveLength(2);
  expect(
    within(dialog()).getByText('Lot L-7').compareDocumentPosition(history) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

it('reads a long record as a document: its body takes focus, and the footer closes it', () => {
  renderDetails({ record: { name: 'A-7' }, readsAsDocument: true });
  expect(within(dialog()).getByRole('document')).toHaveAttribute('tabindex', '0');
  const closes = within(dialog()).getAllByRole('button', { name: 'Close' });
  expect(closes.map((button) => button.textContent)).toEqual(['Close']);
  expect(within(dialog()).getByText('Footer for A-7')).toBeInTheDocument();
});
