import { ENQUIRY_IMPORT_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csvFile, LARGE_PREVIEW, NO_MOBILE_CSV, PORTAL_CSV } from './enquiry-import-fixtures';
import type {
  EnquiryImportCommit,
  EnquiryImportPreview,
  EnquiryImportPreviewOutcome,
  EnquiryImportRequest,
  EnquiryImportResultOutcome,
} from './enquiry-types';
import * as stories from './EnquiryImportModal.stories';

const { ChooseFile, ChooseFileWithoutAssigning } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: 'Import enquiries' });

/** A field's Select in the columns step, by its label (its button reads the column, then it). */
const columnOf = (label: string) =>
  within(dialog()).getByRole('button', { name: new RegExp(`${label}$`) });

async function upload(text: string, name = 'portal-leads.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, csvFile(text, name));
}

async function toColumns(text = PORTAL_CSV) {
  await upload(text);
  await screen.findByText(/portal-leads\.csv: \d+ rows?/);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /Step 2 of 3/ });
}

async function toPreview() {
  await toColumns();
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('heading', { name: /Step 3 of 3/ });
}

const previewing = (...previews: EnquiryImportPreview[]) => {
  const onPreview = vi.fn(
    async (_request: EnquiryImportRequest): Promise<EnquiryImportPreviewOutcome> => ({
      ok: true,
      preview: LARGE_PREVIEW,
    }),
  );
  for (const preview of previews) onPreview.mockResolvedValueOnce({ ok: true, preview });
  return onPreview;
};

const importing = (...outcomes: EnquiryImportResultOutcome[]) => {
  const onImport = vi.fn(
    async (_commit: EnquiryImportCommit): Promise<EnquiryImportResultOutcome> => ({ ok: true }),
  );
  for (const outcome of outcomes) onImport.mockResolvedValueOnce(outcome);
  return onImport;
};

/** The shown rows' numbers. */
const rowNumbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => Number(cell.textContent));

describe('the file', () => {
  it('offers the source of rows without one (Property portal) and the sales person', async () => {
    render(<ChooseFile />);
    expect(
      await screen.findByRole('button', { name: /Source of rows without one/ }),
    ).toHaveTextContent('Property portal');
    expect(screen.getByRole('combobox', { name: /Sales person/ })).toBeVisible();
    expect(screen.getByRole('group', { name: 'CSV file' })).toBeVisible();
  });

  it('leaves the sales person out for a user who may not assign', async () => {
    render(<ChooseFileWithoutAssigning />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    expect(screen.queryByRole('combobox', { name: /Sales person/ })).toBeNull();
  });

  it('asks for a file before going on, focusing its button', async () => {
    render(<ChooseFile />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the CSV file to import')).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose CSV file' })),
    );
  });

  it.each([
    ['no rows under its header', 'Name,Mobile\n\n , \n', ENQUIRY_IMPORT_MESSAGES.noRows],
    [
      'an unclosed quote',
      'Name,Mobile\n"Priya,9876543210\n',
      ENQUIRY_IMPORT_MESSAGES.unclosedQuote(2),
    ],
    [
      'too many rows',
      ['Name,Mobile', ...Array.from({ length: 5001 }, (_, i) => `Buyer ${i},98765${i}`)].join('\n'),
      ENQUIRY_IMPORT_MESSAGES.tooManyRows,
    ],
    [
      'too many columns',
      `${Array.from({ length: 101 }, (_, i) => `C${i}`).join(',')}\nPriya`,
      ENQUIRY_IMPORT_MESSAGES.tooManyColumns,
    ],
  ])('refuses a file with %s in the domain’s words', async (_case, text, message) => {
    render(<ChooseFile />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await upload(text);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeVisible();
  });
});

describe('the columns', () => {
  it('are guessed from the headers, with the first row’s value beside each', async () => {
    render(<ChooseFile />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toColumns();
    expect(columnOf('Name')).toHaveTextContent('Customer Name');
    expect(columnOf('Mobile number')).toHaveTextContent('Phone');
    expect(columnOf('Email')).toHaveTextContent('Email');
    expect(columnOf('Source')).toHaveTextContent('Lead Source');
    expect(columnOf('Projects of interest')).toHaveTextContent('Project');
    expect(columnOf('Budget to')).toHaveTextContent('Budget');
    expect(columnOf('Notes')).toHaveTextContent('Remarks');
    expect(columnOf('Channel partner')).toHaveTextContent('Not in the file');
    expect(screen.getByText('First row: Priya Nair')).toBeVisible();
    expect(screen.getByText('First row: +91 98765 43210')).toBeVisible();
  });

  it('block the preview while no column holds the mobile number, until one is chosen', async () => {
    const onPreview = previewing();
    render(<ChooseFile onPreview={onPreview} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toColumns(NO_MOBILE_CSV);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const message = ENQUIRY_IMPORT_MESSAGES.unmapped('mobileNumber');
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(columnOf('Mobile number')));
    expect(onPreview).not.toHaveBeenCalled();

    await userEvent.click(columnOf('Mobile number'));
    await userEvent.click(await screen.findByRole('option', { name: 'Notes' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('are sent with the file, the source and the sales person; Back keeps them all', async () => {
    const onPreview = previewing();
    render(<ChooseFile onPreview={onPreview} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await userEvent.click(screen.getByRole('button', { name: /Source of rows without one/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Website' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Sales person/ }), 'Ani');
    await userEvent.click(await screen.findByRole('option', { name: 'Anita Desai' }));
    await toColumns();
    await userEvent.click(columnOf('Budget to'));
    await userEvent.click(await screen.findByRole('option', { name: 'Not in the file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/portal-leads\.csv: 4 rows/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Sales person/ })).toHaveValue('Anita Desai');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Budget to$/ })).toHaveTextContent(
      'Not in the file',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('heading', { name: /Step 3 of 3/ });
    expect(onPreview).toHaveBeenCalledWith({
      csv: PORTAL_CSV,
      mapping: { name: 0, mobileNumber: 1, email: 2, source: 3, projects: 4, notes: 6 },
      source: 'Website',
      assignedToId: 3,
    });
  });
});

describe('the preview', () => {
  it('counts the rows, shows the refused first, and each outcome a page at a time', async () => {
    render(<ChooseFile />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toPreview();
    expect(screen.getByText('120 will be added, 2 duplicates, 2 refused')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Refused (2)' })).toBeChecked();
    expect(rowNumbers()).toEqual([124, 125]);
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Duplicates (2)' }));
    expect(rowNumbers()).toEqual([122, 123]);
    expect(screen.getByText('Row 3 of the file has the same mobile number')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Will be added (120)' }));
    expect(rowNumbers()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 120')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rowNumbers()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens the open enquiry a duplicate repeats', async () => {
    const onOpenEnquiry = vi.fn();
    render(<ChooseFile onOpenEnquiry={onOpenEnquiry} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toPreview();
    await userEvent.click(screen.getByRole('radio', { name: 'Duplicates (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open enquiry of row 122' }));
    expect(onOpenEnquiry).toHaveBeenCalledWith(10);
  });

  it('imports with the count it previewed', async () => {
    const onImport = importing();
    render(<ChooseFile onImport={onImport} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Import 120 enquiries' }));
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
    expect(onImport.mock.calls[0]![0]).toMatchObject({
      csv: PORTAL_CSV,
      source: 'PropertyPortal',
      previewedCount: 120,
    });
    expect(onImport.mock.calls[0]![0]).not.toHaveProperty('assignedToId');
  });

  it('says what runs on the busy button: the rows checked, then the import', async () => {
    let previewed = (_preview: EnquiryImportPreviewOutcome) => {};
    let imported = (_outcome: EnquiryImportResultOutcome) => {};
    const onPreview = vi.fn(
      () => new Promise<EnquiryImportPreviewOutcome>((resolve) => (previewed = resolve)),
    );
    const onImport = vi.fn(
      () => new Promise<EnquiryImportResultOutcome>((resolve) => (imported = resolve)),
    );
    render(<ChooseFile onPreview={onPreview} onImport={onImport} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toColumns();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Checking the rows...' });
    previewed({ ok: true, preview: LARGE_PREVIEW });
    await screen.findByRole('heading', { name: /Step 3 of 3/ });
    await userEvent.click(screen.getByRole('button', { name: 'Import 120 enquiries' }));
    await screen.findByRole('button', { name: 'Importing...' });
    imported({ ok: true });
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
  });

  it('previews again when the enquiries changed since, saying so, and imports what it says now', async () => {
    const again: EnquiryImportPreview = {
      ...LARGE_PREVIEW,
      rows: LARGE_PREVIEW.rows.slice(1),
      createCount: 119,
    };
    const onPreview = previewing(LARGE_PREVIEW, again);
    const onImport = importing({ ok: false, changed: true });
    render(<ChooseFile onPreview={onPreview} onImport={onImport} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Import 120 enquiries' }));
    expect(await screen.findByText(ENQUIRY_IMPORT_MESSAGES.changed)).toBeVisible();
    expect(onPreview).toHaveBeenCalledTimes(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 119 enquiries' }));
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(2));
    expect(onImport.mock.calls[1]![0].previewedCount).toBe(119);
  });

  it('says the server’s refusal of the file above the step, keeping the step', async () => {
    const onImport = importing({ ok: false, fieldErrors: { csv: 'The file has changed shape' } });
    render(<ChooseFile onImport={onImport} />);
    await screen.findByRole('dialog', { name: 'Import enquiries' });
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Import 120 enquiries' }));
    expect(await screen.findByText('The file has changed shape')).toBeVisible();
    expect(screen.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible();
  });
});
