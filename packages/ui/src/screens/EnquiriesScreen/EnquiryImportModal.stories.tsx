import { ENQUIRY_IMPORT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { choicesOf } from '../../patterns';
import { SALES_PEOPLE } from './enquiry-fixtures';
import {
  csvFile,
  LARGE_PREVIEW,
  NO_MOBILE_CSV,
  NOTHING_TO_ADD,
  PORTAL_CSV,
} from './enquiry-import-fixtures';
import { EnquiryImportModal, type EnquiryImportModalProps } from './EnquiryImportModal';
import docs from './EnquiryImportModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/EnquiryImportModal',
  component: EnquiryImportModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    mayAssign: true,
    salesPeople: choicesOf(SALES_PEOPLE),
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as EnquiryImportModalProps['onOpenChange'],
    onPreview: fn(async () => ({
      ok: true as const,
      preview: LARGE_PREVIEW,
    })) as EnquiryImportModalProps['onPreview'],
    onImport: fn(async () => ({ ok: true as const })) as EnquiryImportModalProps['onImport'],
    onOpenEnquiry: fn() as EnquiryImportModalProps['onOpenEnquiry'],
  },
} satisfies Meta<typeof EnquiryImportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** Picks the file, as the Choose CSV file button's dialog would, and goes on to the columns. */
async function chooseFile({ canvasElement, userEvent }: PlayContext, text = PORTAL_CSV) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByRole('dialog', { name: 'Import enquiries' });
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, csvFile(text));
  await body.findByText(/portal-leads\.csv/);
  await userEvent.click(body.getByRole('button', { name: 'Next' }));
  await body.findByRole('heading', { name: /Step 2 of 3/ });
  return body;
}

/** Step 1: the file, the source of rows without one, and who the enquiries go to. */
export const ChooseFile: Story = {};

/** A user who may not assign: the enquiries will be theirs, with no Sales person picker. */
export const ChooseFileWithoutAssigning: Story = { args: { mayAssign: false } };

/** A file the import cannot read is refused as it is chosen, in the domain's words. */
export const FileRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Import enquiries' });
    const input =
      canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, csvFile('Name,Mobile\n'));
    await expect(await body.findByText(ENQUIRY_IMPORT_MESSAGES.noRows)).toBeVisible();
  },
};

/** Step 2: each field's column, guessed from the portal's headers, with the first row's value. */
export const Columns: Story = {
  play: async (context) => {
    const body = await chooseFile(context);
    await expect(body.getByText('First row: Priya Nair')).toBeVisible();
  },
};

/** A file with no mobile number column: Preview says which column is missing and goes no further. */
export const ColumnsWithoutMobile: Story = {
  play: async (context) => {
    const body = await chooseFile(context, NO_MOBILE_CSV);
    await context.userEvent.click(body.getByRole('button', { name: 'Preview' }));
    await expect(
      await body.findByText(ENQUIRY_IMPORT_MESSAGES.unmapped('mobileNumber')),
    ).toBeVisible();
  },
};

/** Step 3: the counts, refused rows first, a page at a time; Import adds the 120 at once. */
export const Preview: Story = {
  play: async (context) => {
    const body = await chooseFile(context);
    await context.userEvent.click(body.getByRole('button', { name: 'Preview' }));
    await expect(await body.findByText('120 will be added, 2 duplicates, 2 refused')).toBeVisible();
  },
};

/** Every row a duplicate or refused: nothing to import, and the import button is disabled. */
export const NothingToAdd: Story = {
  args: {
    onPreview: fn(async () => ({
      ok: true as const,
      preview: NOTHING_TO_ADD,
    })) as EnquiryImportModalProps['onPreview'],
  },
  play: async (context) => {
    const body = await chooseFile(context);
    await context.userEvent.click(body.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Import 0 enquiries' })).toBeDisabled(),
    );
  },
};

/** The enquiries changed since the preview: nothing imported, the preview made again and said so. */
export const ChangedSincePreview: Story = {
  args: {
    onImport: fn(async () => ({
      ok: false as const,
      changed: true,
    })) as EnquiryImportModalProps['onImport'],
  },
  play: async (context) => {
    const body = await chooseFile(context);
    await context.userEvent.click(body.getByRole('button', { name: 'Preview' }));
    await context.userEvent.click(
      await body.findByRole('button', { name: 'Import 120 enquiries' }),
    );
    await expect(await body.findByText(ENQUIRY_IMPORT_MESSAGES.changed)).toBeVisible();
  },
};
