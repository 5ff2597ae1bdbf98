import { describe, it, expect } from 'vitest';
import type { FieldErrors } from '../field-errors';
import { isPlotBatchValid, validatePlotBatch } from './validate-plot-batch';

function row(plotNumber: string, projectId: number | null = 1) {
  return { projectId, plotNumber, plotSize: 100 };
}

describe('validatePlotBatch', () => {
  it('gives one error set per row', () => {
    expect(validatePlotBatch([row('A1'), row('A2'), row('A3')])).toEqual([{}, {}, {}]);
  });

  it('reports each row on its own', () => {
    expect(
      validatePlotBatch([row('A1'), { projectId: null, plotNumber: '', plotSize: 0 }, row('A 3')]),
    ).toEqual([
      {},
      {
        projectId: 'Project selection is required',
        plotNumber: 'Plot number is required',
        plotSize: 'Plot size must be greater than 0',
      },
      { plotNumber: 'Plot number cannot contain spaces' },
    ]);
  });

  it.each([
    ['the same number', 'A1', 'A1'],
    ['the same number after trimming', 'A1', ' A1 '],
    ['the same number in another letter case', 'a1', 'A1'],
  ])('flags later repeats of %s as duplicates', (_, first, repeat) => {
    const errors = validatePlotBatch([row(first), row('B2'), row(repeat), row(repeat)]);
    expect(errors[0]).toEqual({});
    expect(errors[1]).toEqual({});
    expect(errors[2]?.plotNumber).toBe('Duplicate plot number');
    expect(errors[3]?.plotNumber).toBe('Duplicate plot number');
  });

  it('allows the same number in different projects', () => {
    expect(validatePlotBatch([row('A1', 1), row('A1', 2)])).toEqual([{}, {}]);
  });

  it('keeps the own-row message over the duplicate one', () => {
    expect(validatePlotBatch([row('A 1'), row('A 1')])).toEqual([
      { plotNumber: 'Plot number cannot contain spaces' },
      { plotNumber: 'Plot number cannot contain spaces' },
    ]);
  });

  it('still flags duplicates on rows missing other fields', () => {
    expect(validatePlotBatch([row('A1', null), row('A1', null)])[1]).toEqual({
      projectId: 'Project selection is required',
      plotNumber: 'Duplicate plot number',
    });
  });
});

describe('isPlotBatchValid', () => {
  it.each<[FieldErrors[], boolean]>([
    [[{}, {}], true],
    [[{}, { plotNumber: 'Duplicate plot number' }], false],
    [[], false],
  ])('%j → %s', (errors, expected) => {
    expect(isPlotBatchValid(errors)).toBe(expected);
  });
});
