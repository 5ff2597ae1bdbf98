import { describe, it, expect } from 'vitest';
import { followUpUpdatePreview } from './follow-up-preview';

describe('followUpUpdatePreview', () => {
  it.each([0, 1, 99, 100])('keeps %d characters whole', (length) => {
    const text = 'a'.repeat(length);
    expect(followUpUpdatePreview(text)).toBe(text);
  });

  it('cuts 101 characters to the first 100 and marks the cut', () => {
    const text = `${'a'.repeat(100)}b`;
    expect(followUpUpdatePreview(text)).toBe(`${'a'.repeat(100)}...`);
  });

  it('cuts long text to exactly its first 100 characters', () => {
    const text = 'Called the owner about the registry date. '.repeat(10);
    expect(followUpUpdatePreview(text)).toBe(`${text.slice(0, 100)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🙂'.repeat(101);
    expect(followUpUpdatePreview('🙂'.repeat(100))).toBe('🙂'.repeat(100));
    expect(followUpUpdatePreview(text)).toBe(`${'🙂'.repeat(100)}...`);
  });
});
