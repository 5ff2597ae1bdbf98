import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import * as stories from './CommissionPayoutFormModal.stories';

const { RecordPayout } = composeStories(stories);

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Record payout' }));

async function chooseMode(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Mode/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('recording a payout', () => {
  it('starts today, on the whole balance', () => {
    render(<RecordPayout />);
    expect(
      screen.getByRole('dialog', { name: 'Record payout to Ravi Sharma' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Paid On' }))
        .getAllByRole('spinbutton')
        .map((part) => part.textContent)
        .join('/'),
    ).toBe('24/03/2026');
    expect(amountBox().value).toBe('₹9,275.00');
    expect(amountBox()).toHaveAccessibleDescription('Balance: ₹9,275.00');
  });

  it('needs the reference of a cheque, and no more than the balance', async () => {
    const onSave = vi.fn();
    render(<RecordPayout onSave={onSave} />);
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '10000');
    await userEvent.tab();
    await chooseMode('Cheque');
    await submit();
    expect(
      screen.getByText('Amount cannot be more than the ₹9,275.00 balance'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cheque number is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for nothing when there is no balance to pay', async () => {
    const onSave = vi.fn();
    render(<RecordPayout balance={0} onSave={onSave} />);
    expect(amountBox().value).toBe('');
    await userEvent.type(amountBox(), '500');
    await userEvent.tab();
    await chooseMode('Cash');
    await submit();
    expect(screen.getByText('Nothing is due to this partner')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the payout as the API takes it', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<RecordPayout onSave={onSave} />);
    await chooseMode('Cash');
    await userEvent.type(screen.getByRole('textbox', { name: /Remarks/ }), ' March payout ');
    await submit();
    expect(onSave).toHaveBeenCalledWith({
      paidOn: '2026-03-24',
      amount: 9275,
      mode: 'Cash',
      reference: null,
      remarks: 'March payout',
    });
  });
});
