import { describe, it, expect } from 'vitest';
import { MAX_PLOT_SIZE } from '../input/input-limits';
import { validatePlot, type PlotFields } from './validate-plot';

const valid: PlotFields = { projectId: 4, plotNumber: 'A-12', plotSize: 1200 };

describe('validatePlot', () => {
  it('accepts a complete plot', () => {
    expect(validatePlot(valid)).toEqual({});
  });

  it('tolerates blanks around the number', () => {
    expect(validatePlot({ ...valid, plotNumber: ' A-12 ' })).toEqual({});
  });

  it.each([null, 0, -1, 1.5, Number.NaN])('requires a project (%s)', (projectId) => {
    expect(validatePlot({ ...valid, projectId })).toEqual({
      projectId: 'Project selection is required',
    });
  });

  it.each(['', '  '])('requires a plot number (%j)', (plotNumber) => {
    expect(validatePlot({ ...valid, plotNumber })).toEqual({
      plotNumber: 'Plot number is required',
    });
  });

  it.each(['A 12', 'A\t12'])('rejects spaces inside the plot number (%j)', (plotNumber) => {
    expect(validatePlot({ ...valid, plotNumber })).toEqual({
      plotNumber: 'Plot number cannot contain spaces',
    });
  });

  it.each([null, Number.NaN, 0, -10, Number.POSITIVE_INFINITY])(
    'requires a plot size greater than 0 (%s)',
    (plotSize) => {
      expect(validatePlot({ ...valid, plotSize })).toEqual({
        plotSize: 'Plot size must be greater than 0',
      });
    },
  );

  it('accepts the smallest positive size', () => {
    expect(validatePlot({ ...valid, plotSize: 0.01 })).toEqual({});
  });

  it('takes a size up to MAX_PLOT_SIZE and refuses one past it', () => {
    expect(validatePlot({ ...valid, plotSize: MAX_PLOT_SIZE })).toEqual({});
    expect(validatePlot({ ...valid, plotSize: MAX_PLOT_SIZE + 0.01 })).toEqual({
      plotSize: 'Plot size must be at most 1,00,00,000',
    });
  });
});
