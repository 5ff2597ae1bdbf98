import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import { PART_PAID } from './booking-payments.fixtures';
import * as stories from './PaymentScheduleFormModal.stories';

const { FirstSchedule, ReplacingASchedule } = composeStories(stories);

const saleValueBox = () => screen.getByRole('textbox', { name: /Sale Value/ }) as HTMLInputElement;
const rows = () => screen.getAllByRole('group', { name: /^Instalment \d+$/ });
const total = () => screen.getByRole('status');
/** Each row's label, due date (as typed, dd/mm/yyyy) and amount. */
const rowValues = () =>
  rows().map((row) => [
    (within(row).getByRole('textbox', { name: /Label/ }) as HTMLInputElement).value,
    within(within(row).getByRole('group', { name: /Due Date/ }))
      .getAllByRole('spinbutton')
      .map((part) => part.textContent)
      .join('/'),
    (within(row).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value,
  ]);

async function choosePlan(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Payment Plan/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function retype(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.tab();
}

describe('a first schedule', () => {
  it('starts at the suggested sale value, with one empty instalment, on the sale value', async () => {
    render(<FirstSchedule />);
    expect(
      screen.getByRole('dialog', { name: 'Set payment schedule for BK-0023' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(saleValueBox()).toHaveFocus());
    expect(saleValueBox().value).toBe('₹64,12,500.00');
    expect(rows()).toHaveLength(1);
    expect(total()).toHaveTextContent('Total ₹0.00 of ₹64,12,500.00');
  });

  it("fills the rows from a plan: token and booking amount, then the plan's shares", async () => {
    render(<FirstSchedule />);
    await choosePlan('30% at booking, 40% in 60 days, 30% at registry');
    expect(rowValues()).toEqual([
      ['Token amount', '06/03/2026', '₹51,000.00'],
      ['Booking amount', '06/03/2026', '₹3,00,000.00'],
      ['30% at booking', '06/03/2026', '₹18,18,450.00'],
      ['40% in 60 days', '05/05/2026', '₹24,24,600.00'],
      ['30% at registry', '05/04/2026', '₹18,18,450.00'],
    ]);
    expect(total()).toHaveTextContent('Total ₹64,12,500.00 of ₹64,12,500.00');
  });

  it('follows the rows in the total line as they change, added or removed', async () => {
    render(<FirstSchedule />);
    await choosePlan('50% in 30 days, 50% at registry');
    expect(rows()).toHaveLength(4);
    await retype(within(rows()[3]!).getByRole('textbox', { name: /Amount/ }), '1000000');
    expect(total()).toHaveTextContent('Total ₹43,81,750.00 of ₹64,12,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Instalment 1' }));
    expect(rows()).toHaveLength(3);
    expect(total()).toHaveTextContent('Total ₹43,30,750.00 of ₹64,12,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add instalment' }));
    expect(rows()).toHaveLength(4);
    expect(within(rows()[3]!).getByRole('textbox', { name: /Label/ })).toHaveFocus();
  });

  it('says what is missing in each row, and does not save', async () => {
    const onSave = vi.fn();
    render(<FirstSchedule onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const row = within(rows()[0]!);
    expect(row.getByText('Label is required')).toBeInTheDocument();
    expect(row.getByText('Due date is required')).toBeInTheDocument();
    expect(row.getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(row.getByRole('textbox', { name: /Label/ })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says by how much the rows miss the sale value, as an alert', async () => {
    const onSave = vi.fn();
    render(<FirstSchedule onSave={onSave} />);
    await choosePlan('100% at registry');
    await retype(saleValueBox(), '7000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The instalments add up to ₹64,12,500.00; the sale value is ₹70,00,000.00',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a sale value before a plan can split it', async () => {
    render(<FirstSchedule suggestedSaleValue={null} />);
    expect(saleValueBox().value).toBe('');
    await choosePlan('100% at registry');
    expect(screen.getByText('Sale value must be greater than 0')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    await waitFor(() => expect(saleValueBox()).toHaveFocus());
  });

  it('saves the rows as the API takes them', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<FirstSchedule onSave={onSave} />);
    await choosePlan('100% at registry');
    await retype(within(rows()[2]!).getByRole('textbox', { name: /Label/ }), ' On registry ');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith({
      saleValue: 6412500,
      instalments: [
        { label: 'Token amount', dueDate: '2026-03-06', amount: 51000 },
        { label: 'Booking amount', dueDate: '2026-03-06', amount: 300000 },
        { label: 'On registry', dueDate: '2026-04-05', amount: 6061500 },
      ],
    });
  });
});

describe('replacing a schedule', () => {
  it('starts from its rows and sends its version back', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<ReplacingASchedule onSave={onSave} />);
    expect(rows()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ saleValue: 6412500, version: PART_PAID.schedule!.version }),
    );
  });

  it('keeps the sale value above what was received', async () => {
    const onSave = vi.fn();
    render(<ReplacingASchedule onSave={onSave} />);
    await retype(saleValueBox(), '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      screen.getByText('Sale value cannot be less than the ₹8,51,000.00 already received'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the row it names", async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
      ok: false,
      fieldErrors: { 'instalments.1.dueDate': 'Due date is required' },
    }));
    render(<ReplacingASchedule onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await within(rows()[1]!).findByText('Due date is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
