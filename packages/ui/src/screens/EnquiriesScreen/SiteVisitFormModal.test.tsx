import type { SiteVisitPayload } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './SiteVisitFormModal.stories';

const { New, Editing, WithErrors } = composeStories(stories);

const combo = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('combobox', { name });

/** Types each part of the date and time into its own segment, whatever order the locale puts them in. */
async function typeVisitTime(
  parts: Record<'month' | 'day' | 'year' | 'hour' | 'minute', string>,
  dayPeriod: 'a' | 'p',
) {
  for (const [part, digits] of Object.entries(parts)) {
    screen.getByRole('spinbutton', { name: new RegExp(`^${part},`) }).focus();
    await userEvent.keyboard(digits);
  }
  screen.getByRole('spinbutton', { name: /^AM\/PM,/ }).focus();
  await userEvent.keyboard(dayPeriod);
}

const saving = () => vi.fn(async (_visit: SiteVisitPayload) => ({ ok: true as const }));

describe('a site visit', () => {
  it('schedules a visit at the time typed, in the business zone, with its offset', async () => {
    const onSave = saving();
    render(<New onSave={onSave} />);
    expect(combo(/^Project/).value).toBe('Lake View Residency');
    await typeVisitTime({ month: '06', day: '20', year: '2026', hour: '04', minute: '30' }, 'p');
    await userEvent.type(combo('Accompanied by'), 'Vik');
    await userEvent.click(await screen.findByRole('option', { name: 'Vikram Singh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule visit' }));
    expect(onSave).toHaveBeenCalledWith({
      projectId: 3,
      scheduledAt: '2026-06-20T16:30:00+05:30',
      accompaniedById: 9,
      outcome: 'Scheduled',
      notes: null,
    });
  });

  it('asks the project and the time, focusing the first', async () => {
    const onSave = saving();
    render(<WithErrors onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule visit' }));
    expect(await screen.findByText('Project selection is required')).toBeVisible();
    expect(screen.getByText('Visit date and time are required')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(combo(/^Project/)));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('records how a visit went, keeping its time as it was', async () => {
    const onSave = saving();
    render(<Editing onSave={onSave} />);
    expect(screen.getByRole('group', { name: /Visit date and time/ })).toHaveTextContent('11:00');
    await userEvent.click(screen.getByRole('button', { name: /Outcome/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Liked the corner plots');
    await userEvent.click(screen.getByRole('button', { name: 'Update visit' }));
    expect(onSave).toHaveBeenCalledWith({
      projectId: 3,
      scheduledAt: '2026-06-20T05:30:00Z',
      accompaniedById: 7,
      outcome: 'Done',
      notes: 'Liked the corner plots',
    });
  });
});
