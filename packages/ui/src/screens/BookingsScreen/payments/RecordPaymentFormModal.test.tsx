import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import * as stories from './RecordPaymentFormModal.stories';

const { Record, RefusedByTheServer } = composeStories(stories);

const amountBox = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
/** A date picker's day, month and year, as typed, e.g. '24/03/2026'. */
const dateOf = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');

async function chooseMode(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Mode/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('recording a payment', () => {
  it('starts today, on what is left of the next instalment, with what is outstanding said', async () => {
    render(<Record />);
    expect(screen.getByRole('dialog', { name: 'Record payment for BK-0023' })).toBeInTheDocument();
    expect(dateOf('Received On')).toBe('24/03/2026');
    // The first 30% is overdue with ₹13,18,450.00 of it left; the token and booking amount are paid.
    expect(amountBox().value).toBe('₹13,18,450.00');
    expect(amountBox()).toHaveAccessibleDescription('Outstanding: ₹55,61,500.00');
  });

  it('asks for a mode, and for the reference of every mode but cash', async () => {
    const onSave = vi.fn();
    render(<Record onSave={onSave} />);
    await submit();
    expect(screen.getByText('Mode selection is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reference' })).not.toBeRequired();
    await chooseMode('Cheque');
    const chequeNumber = screen.getByRole('textbox', { name: /Cheque number/ });
    expect(chequeNumber).toBeRequired();
    await submit();
    expect(screen.getByText('Cheque number is required')).toBeInTheDocument();
    expect(chequeNumber).toHaveFocus();
    await chooseMode('UPI');
    expect(screen.queryByText('Cheque number is required')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Transaction ID/ })).toBeRequired();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes no more than is outstanding', async () => {
    const onSave = vi.fn();
    render(<Record onSave={onSave} />);
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '6000000');
    await userEvent.tab();
    await chooseMode('Cash');
    await submit();
    expect(
      screen.getByText('Amount cannot be more than the ₹55,61,500.00 outstanding'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves what was typed, the optional texts trimmed or null', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Record onSave={onSave} />);
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '250000');
    await userEvent.tab();
    await chooseMode('Bank transfer');
    await userEvent.type(screen.getByRole('textbox', { name: /Transaction ID/ }), ' NEFT-9912 ');
    await submit();
    expect(onSave).toHaveBeenCalledWith({
      receivedOn: '2026-03-24',
      amount: 250000,
      mode: 'BankTransfer',
      reference: 'NEFT-9912',
      remarks: null,
    });
  });

  it("keeps what was typed when the server refuses, with its field's message", async () => {
    render(<RefusedByTheServer />);
    await chooseMode('Cash');
    await submit();
    expect(
      await screen.findByText('Amount cannot be more than the ₹55,61,500.00 outstanding'),
    ).toBeInTheDocument();
    await waitFor(() => expect(amountBox()).toHaveFocus());
    expect(amountBox().value).toBe('₹13,18,450.00');
  });
});
