/**
 * Plots by size (docs/product/screens.md "Plots"): a smallest and a largest size in one unit,
 * which finds plots whatever unit their size was entered in, as the Plots filters, the booking
 * form's plot picker and GET /plots/filtered read it; and the size a search of a number means.
 */
import { SQ_FT_PER_SQ_YD, SQ_YD_PER_ACRE } from '../area/area-units';
import { SIZE_UNITS, type SizeUnit } from '../constants';
import type { FieldErrors } from '../field-errors';
import { MAX_PLOT_SIZE } from '../input/input-limits';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { decimalFrom, filledText } from '../input/read-input';

/** Square feet in one of each unit: sizes in different units compare in square feet. */
export const SQ_FT_PER_SIZE_UNIT: Readonly<Record<SizeUnit, number>> = {
  'sq ft': 1,
  'sq yd': SQ_FT_PER_SQ_YD,
  acre: SQ_YD_PER_ACRE * SQ_FT_PER_SQ_YD,
};

export function sizeInSqFt(size: number, sizeUnit: SizeUnit): number {
  return size * SQ_FT_PER_SIZE_UNIT[sizeUnit];
}

/** Plots from minSize to maxSize, both included, in sizeUnit; a null end is open. */
export type PlotSizeRange = {
  minSize: number | null;
  maxSize: number | null;
  sizeUnit: SizeUnit;
};

/** The range's ends as typed ('' for an open end), before they are read as numbers. */
export type PlotSizeRangeText = { minSize: string; maxSize: string };

/** Either end goes no further than a plot's size may (the contract's maximum). */
export const MAX_SIZE_BOUND = MAX_PLOT_SIZE;

/** The range's own message; an end that is no number or out of bounds says so in LIMIT_MESSAGES' words. */
export const PLOT_SIZE_RANGE_MESSAGES = {
  minAboveMax: 'Min size cannot be more than max size',
} as const;

type Ends = Pick<PlotSizeRange, 'minSize' | 'maxSize'>;
type End = keyof Ends;
const ENDS: readonly End[] = ['minSize', 'maxSize'];

/** Commas between digits group them, as sizes are shown ('1,500', '1,50,000'). */
const GROUPING_COMMA = /(?<=\d),(?=\d)/g;

/** A size as typed or searched: a plain decimal, digit grouping allowed; null when it is none. */
export function sizeFrom(text: string): number | null {
  return decimalFrom(text.replace(GROUPING_COMMA, ''));
}

function endError(end: End, size: number | null): string | null {
  if (size === null) return null;
  if (size < 0) return LIMIT_MESSAGES.tooSmall(end, 0);
  if (size > MAX_SIZE_BOUND) return LIMIT_MESSAGES.tooLarge(end, MAX_SIZE_BOUND);
  return null;
}

/**
 * What is wrong with a range: an end below 0 or past the largest size, or the min above the max.
 * The filter panel, the plot picker and the server say the same words.
 */
export function plotSizeRangeErrors(range: Ends): FieldErrors {
  const errors: FieldErrors = {};
  for (const end of ENDS) {
    const error = endError(end, range[end]);
    if (error) errors[end] = error;
  }
  const { minSize, maxSize } = range;
  if (!errors.minSize && !errors.maxSize && minSize !== null && maxSize !== null) {
    if (minSize > maxSize) errors.minSize = PLOT_SIZE_RANGE_MESSAGES.minAboveMax;
  }
  return errors;
}

/** A range as typed: its ends read as numbers, and what is wrong with them (empty when nothing). */
export function readPlotSizeRange(typed: PlotSizeRangeText): Ends & { errors: FieldErrors } {
  const ends: Ends = { minSize: null, maxSize: null };
  const notNumbers: FieldErrors = {};
  for (const end of ENDS) {
    const text = filledText(typed[end]);
    if (text === null) continue;
    const size = sizeFrom(text);
    if (size === null) notNumbers[end] = LIMIT_MESSAGES.notANumber(end);
    else ends[end] = size;
  }
  return { ...ends, errors: { ...plotSizeRangeErrors(ends), ...notNumbers } };
}

/** An end of the range as the URL or a form keeps it: '' for an open end. */
export function sizeText(size: number | null): string {
  return size === null ? '' : String(size);
}

/** A unit from a URL or query string; anything but the product's units means none. */
export function parseSizeUnit(raw: unknown): SizeUnit | null {
  return (SIZE_UNITS as readonly unknown[]).includes(raw) ? (raw as SizeUnit) : null;
}

/**
 * The size a search means when it is a number ('1500', '1,500'), matched against plots' sizes as
 * they are shown, in their own units; null for any other search.
 */
export function sizeSearched(searchTerm: string): number | null {
  const size = sizeFrom(searchTerm.trim());
  return size !== null && endError('minSize', size) === null ? size : null;
}
