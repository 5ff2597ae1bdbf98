import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PROJECT_DETAILS } from './project-fixtures';
import * as stories from './ProjectDetailsModal.stories';

const { Details, PlotsWithheld, NewProject, Loading, NotFound, WithAuditHistory } =
  composeStories(stories);

/** Each term with its values, as the description list reads. */
function facts(): Record<string, string[]> {
  const list = screen.getByRole('dialog', { name: 'Project Details' }).querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent),
    ]),
  );
}

it('shows the areas in sq ft and sq yards, the dates and the plot counts', () => {
  render(<Details />);
  expect(facts()).toEqual({
    'Project Name': ['Green Valley Phase 2'],
    'Created On': ['14/03/2025'],
    'Total Project Area': ['4,35,600 sq ft', '48,400 sq yards'],
    'Roads Area': ['65,340 sq ft', '7,260 sq yards'],
    'Saleable Area': ['37,720 sq yards', '3,39,480 sq ft'],
    'Total Plots': ['48'],
    'Available Plots': ['31 (65%)'],
  });
});

it('lists the amenities with their areas, and the plots by status', () => {
  render(<Details />);
  const amenities = screen.getByRole('heading', { name: 'Amenities' }).nextElementSibling!;
  expect(
    within(amenities as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Central Park21,780 sq ftLandscaped lawn with a walking track',
    'Club House9,000 sq ft',
  ]);
  const byStatus = screen.getByRole('heading', { name: 'Plots by Status' }).nextElementSibling!;
  expect(
    within(byStatus as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Available31', 'Booked9', 'Sold6', 'Hold2']);
});

it('says why no plot is listed to a user without plots.view, the counts still shown', () => {
  render(<PlotsWithheld />);
  expect(facts()['Total Plots']).toEqual(['48']);
  const byStatus = screen.getByRole('heading', { name: 'Plots by Status' }).nextElementSibling!;
  expect(byStatus).toHaveTextContent('Plots need the plots.view permission.');
  expect(within(byStatus as HTMLElement).queryByRole('listitem')).toBeNull();
});

it("says 'No plots' and 'No amenities' for a new project", () => {
  render(<NewProject />);
  expect(facts()['Available Plots']).toEqual(['No plots']);
  expect(screen.getByText('No amenities')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Plots by Status' })).toBeNull();
});

it("hands the project to 'Edit Project'", async () => {
  const onEdit = vi.fn();
  render(<Details onEdit={onEdit} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Project' }));
  expect(onEdit).toHaveBeenCalledWith(PROJECT_DETAILS);
});

it('closes from its corner button', async () => {
  const onOpenChange = vi.fn();
  render(<Details onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('waits for the details with a spinner', () => {
  render(<Loading />);
  expect(screen.getByRole('progressbar', { name: 'Loading project details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Project' }).hasAttribute('disabled')).toBe(true);
});

it("says 'Project not found' and offers nothing to edit", () => {
  render(<NotFound />);
  expect(screen.getByText('Project not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Project' }).hasAttribute('disabled')).toBe(true);
});

it("lists the project's changes for whoever may see the audit trail, and none otherwise", () => {
  const { unmount } = render(<WithAuditHistory />);
  const history = screen.getByRole('list', { name: 'Changes, newest first' });
  expect(history.children).toHaveLength(2);
  expect(within(history).getByText(/asha · Edited/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
    'href',
    '/audit-log?entity=project&entityId=1',
  );
  unmount();
  render(<Details />);
  expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
});
