import { decimalFrom } from '@plotline/domain';

/**
 * The form keeps numbers as the text the domain reads ('' for empty); react-aria's NumberField
 * speaks numbers, with NaN for an empty box.
 */
export function numberOfText(text: string, read = decimalFrom): number {
  return read(text) ?? Number.NaN;
}

export function textOfNumber(value: number): string {
  return Number.isNaN(value) ? '' : String(value);
}
