/** The booking form's steps the browser tests share: open it, pick, fill what every booking needs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from './booking-setup';
import { pickProject } from './helpers';

export const formDialog = (page: Page, title: 'Create New Booking' | 'Edit Booking') =>
  page.getByRole('dialog', { name: title });

export async function openNewBooking(page: Page): Promise<Locator> {
  // The page's own button; an empty list offers another.
  await page.getByRole('button', { name: 'New Booking' }).first().click();
  const dialog = formDialog(page, 'Create New Booking');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the Plot combobox's whole list, as the chevron does. */
export async function offeredPlots(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: /Plot$/ }).click();
  const list = dialog.page().getByRole('listbox', { name: /Plot/ });
  await expect(list).toBeVisible();
  return list.getByRole('option');
}

/**
 * Picks a radio by clicking its label. The radio's visually hidden input is placed outside its
 * label (the label is not positioned), so once the form has scrolled Playwright finds the input
 * outside the viewport and cannot click it.
 */
export async function pick(dialog: Locator, group: string, option: string) {
  const radios = dialog.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

export type Owner = { name: string; mobile: string; gender: 'Male' | 'Female'; profession: string };

/**
 * Fills what every booking needs but its sales route; dates keep their default, today. The token
 * is taken as received in cash, as the form offers an administrator by default.
 */
export async function fillCommon(
  dialog: Locator,
  projectName: string,
  plotNumber: string,
  owner: Owner,
) {
  await pickProject(dialog, projectName);
  await dialog.getByRole('combobox', { name: 'Plot' }).fill(plotNumber);
  await dialog
    .page()
    .getByRole('option', { name: `${plotNumber} (1,200 sq ft)`, exact: true })
    .click();
  await dialog.getByRole('textbox', { name: /Plot Sale Rate/ }).fill('12000');
  await dialog.getByRole('textbox', { name: /Token Amount/ }).fill('51000');
  await choose(dialog.page(), 'Payment Mode', 'Cash');
  await dialog.getByRole('textbox', { name: /Plot Owner Name/ }).fill(owner.name);
  await pick(dialog, 'Mobile Number Type', 'Full Mobile Number');
  await dialog.getByRole('textbox', { name: /Owner Mobile Number/ }).fill(owner.mobile);
  await pick(dialog, 'Gender', owner.gender);
  await dialog.getByRole('textbox', { name: /Profession/ }).fill(owner.profession);
}
