/**
 * An amount in words as a receipt writes it, in the Indian system (crore, lakh, thousand,
 * hundred): 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine
 * Paise Only'. A receipt states its amount twice so a changed figure shows.
 */
import type { Paisa } from './money';

const UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;

const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Seven', 'Seventeen', 'Seventy', 'Seventy-Seven'. */
function belowHundred(n: number): string {
  // Every index below is within its list: n is 1 to 99 here.
  if (n < 20) return UNITS[n] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return unit === 0 ? tens : `${tens}-${UNITS[unit] as string}`;
}

/**
 * A whole number above 0 in words. Past 99 crore the crores keep counting ('One Hundred
 * Twenty-Three Crore'), as Indian accounts write them, rather than switching to arab or billion.
 */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  const groups: readonly [size: number, divisor: number, name: string][] = [
    [100, 100_000, 'Lakh'],
    [100, 1000, 'Thousand'],
    [10, 100, 'Hundred'],
  ];
  for (const [size, divisor, name] of groups) {
    const count = Math.floor(n / divisor) % size;
    if (count > 0) parts.push(`${belowHundred(count)} ${name}`);
  }
  const rest = n % 100;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

export function rupeesInWords(paisa: Paisa): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) {
    throw new RangeError(`Not an amount in paise: ${paisa}`);
  }
  const rupees = Math.floor(paisa / 100);
  const paise = paisa % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : wholeInWords(rupees);
  if (paise === 0) return `Rupees ${rupeeWords} Only`;
  return `Rupees ${rupeeWords} and ${belowHundred(paise)} ${paise === 1 ? 'Paisa' : 'Paise'} Only`;
}
