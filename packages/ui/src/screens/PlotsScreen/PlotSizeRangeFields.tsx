import {
  DEFAULT_SIZE_UNIT,
  isValid,
  parseSizeUnit,
  readPlotSizeRange,
  SIZE_UNITS,
  sizeText,
  TEXT_LIMITS,
  type PlotSizeRangeText,
  type SizeUnit,
} from '@plotline/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { TYPING_PAUSE_MS, type FilterChange } from '../../patterns';
import type { PlotSizeFilter } from './plots-screen-types';

const UNIT_ITEMS = SIZE_UNITS.map((unit) => ({ id: unit, label: unit }));

export type PlotSizeRangeFieldsProps = PlotSizeFilter & {
  /**
   * A new range: typed sizes once typing pauses and both ends are good ('typed'), or another
   * unit for the range typed ('chosen'). A range with no end comes with no unit.
   */
  onChange: (range: PlotSizeFilter, how: FilterChange) => void;
};

/**
 * 'Min Size', 'Max Size' and 'Size Unit': plots from one size to another in the unit chosen,
 * whatever unit their own sizes are in. What is typed is applied once typing pauses, and only as
 * a good range; otherwise the field says what is wrong, in the words the server would answer
 * (readPlotSizeRange), and the range applied stays as it was.
 */
export function PlotSizeRangeFields({
  minSize,
  maxSize,
  sizeUnit,
  onChange,
}: PlotSizeRangeFieldsProps) {
  // The unit chosen is kept while the range has no end, so it is there for the first one typed.
  const [unit, setUnit] = useState<SizeUnit>(sizeUnit ?? DEFAULT_SIZE_UNIT);
  const [appliedUnit, setAppliedUnit] = useState(sizeUnit);
  if (sizeUnit !== appliedUnit) {
    setAppliedUnit(sizeUnit);
    if (sizeUnit !== null) setUnit(sizeUnit);
  }

  const apply = (typed: PlotSizeRangeText) => {
    const range = readPlotSizeRange(typed);
    if (!isValid(range.errors)) return;
    const hasEnd = range.minSize !== null || range.maxSize !== null;
    onChange(
      { minSize: range.minSize, maxSize: range.maxSize, sizeUnit: hasEnd ? unit : null },
      'typed',
    );
  };
  const applied = { minSize: sizeText(minSize), maxSize: sizeText(maxSize) };
  const { typed, type, errors } = useRangeDraft(applied, apply);

  const handleUnit = (chosen: SizeUnit) => {
    setUnit(chosen);
    if (minSize !== null || maxSize !== null)
      onChange({ minSize, maxSize, sizeUnit: chosen }, 'chosen');
  };

  return (
    <>
      <SizeField
        label="Min Size"
        value={typed.minSize}
        onChange={(minSize) => type({ minSize })}
        error={errors.minSize}
      />
      <SizeField
        label="Max Size"
        value={typed.maxSize}
        onChange={(maxSize) => type({ maxSize })}
        error={errors.maxSize}
      />
      <Select
        label="Size Unit"
        items={UNIT_ITEMS}
        value={unit}
        onChange={(key) => handleUnit(parseSizeUnit(key) ?? DEFAULT_SIZE_UNIT)}
      />
    </>
  );
}

type SizeFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
};

function SizeField({ label, value, onChange, error }: SizeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder="e.g. 1,500"
      maxLength={TEXT_LIMITS.search}
      value={value}
      onChange={onChange}
      errorMessage={error}
    />
  );
}

const sameRange = (a: PlotSizeRangeText, b: PlotSizeRangeText) =>
  a.minSize === b.minSize && a.maxSize === b.maxSize;

/**
 * The two sizes as typed, as useDraftText keeps one text: shown at once, checked once typing
 * pauses, and applied then if they differ from the range applied; a range changed from outside
 * (Back) replaces them, unless it is the one they last applied. What is wrong shows from the
 * pause on: '1' on the way to '1500' is no range above its min to be told of.
 */
function useRangeDraft(applied: PlotSizeRangeText, apply: (typed: PlotSizeRangeText) => void) {
  const [typed, setTyped] = useState(applied);
  const [checked, setChecked] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [sent, setSent] = useState(applied);
  if (!sameRange(applied, seen)) {
    setSeen(applied);
    if (!sameRange(applied, sent)) {
      setSent(applied);
      setTyped(applied);
      setChecked(applied);
    }
  }

  const check = useEffectEvent((range: PlotSizeRangeText) => {
    setChecked(range);
    if (sameRange(range, applied)) return;
    setSent(range);
    apply(range);
  });
  const { minSize, maxSize } = typed;
  useEffect(() => {
    const timer = setTimeout(() => check({ minSize, maxSize }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [minSize, maxSize]);

  return {
    typed,
    type: (change: Partial<PlotSizeRangeText>) =>
      setTyped((current) => ({ ...current, ...change })),
    errors: readPlotSizeRange(checked).errors,
  };
}
