import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rupeesInWords } from './rupees-in-words';

/** Reads the words back into a number, the Indian way, so the property can check them. */
function wordsToRupees(words: string): number {
  const values = new Map<string, number>(
    [
      'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen',
      'Fifteen Sixteen Seventeen Eighteen Nineteen',
    ]
      .join(' ')
      .split(' ')
      .map((word, index) => [word, index]),
  );
  ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach(
    (word, index) => values.set(word, (index + 2) * 10),
  );
  const scales = new Map([
    ['Hundred', 100],
    ['Thousand', 1000],
    ['Lakh', 100_000],
  ]);
  let total = 0;
  let group = 0;
  for (const word of words.split(/[ -]/)) {
    if (word === 'Crore') {
      total = (total + group) * 10_000_000;
      group = 0;
    } else if (word === 'Hundred') group *= 100;
    else if (scales.has(word)) {
      total += group * (scales.get(word) ?? 0);
      group = 0;
    } else group += values.get(word) ?? Number.NaN;
  }
  return total + group;
}

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [900, 'Rupees Nine Only'],
    [1000, 'Rupees Ten Only'],
    [1100, 'Rupees Eleven Only'],
    [1300, 'Rupees Thirteen Only'],
    [1900, 'Rupees Nineteen Only'],
    [2000, 'Rupees Twenty Only'],
    [2100, 'Rupees Twenty-One Only'],
    [4500, 'Rupees Forty-Five Only'],
    [9900, 'Rupees Ninety-Nine Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_550, 'Rupees One Hundred Five and Fifty Paise Only'],
    [11_000, 'Rupees One Hundred Ten Only'],
    [99_999, 'Rupees Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [100_000, 'Rupees One Thousand Only'],
    [100_100, 'Rupees One Thousand One Only'],
    [150_000, 'Rupees One Thousand Five Hundred Only'],
    [1_200_000, 'Rupees Twelve Thousand Only'],
    [9_999_900, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [10_000_100, 'Rupees One Lakh One Only'],
    [
      123_456_789,
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [2_050_000_000, 'Rupees Two Crore Five Lakh Only'],
    [
      999_999_999,
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [
      123_456_789_000,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only',
    ],
    [1_000_000_000_000, 'Rupees One Thousand Crore Only'],
  ])('%d paise read %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it.each([-1, 0.5, Number.NaN, Infinity])('refuses %d paise', (paise) => {
    expect(() => rupeesInWords(paise)).toThrow(RangeError);
  });

  it('says every amount up to ₹1,000 crore, and says it right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (paise) => {
        const words = rupeesInWords(paise);
        const match = /^Rupees (.+?)(?: and (.+) Paisa?e? Only| Only)$/.exec(words);
        expect(match).not.toBeNull();
        expect(wordsToRupees(match?.[1] ?? '')).toBe(Math.floor(paise / 100));
        expect(match?.[2] === undefined ? 0 : wordsToRupees(match[2])).toBe(paise % 100);
        expect(words).not.toMatch(/ {2}| -|- /);
        expect(words.replace(/^Rupees Zero /, '')).not.toContain('Zero');
      }),
    );
  });
});
