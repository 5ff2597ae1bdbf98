import { MAX_PLOT_SIZE, stripPlotNumberSpaces, TEXT_LIMITS } from '@plotline/domain';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { NumberField } from '../../components/NumberField';
import { TextField } from '../../components/TextField';
import * as styles from './PlotBatchFormModal.css';
import type { BatchRow } from './plot-batch-rows';

export type PlotRowFieldsProps = {
  row: BatchRow;
  /** 'Plot 2': names the row's group, so each 'Plot Number' is told apart. */
  legend: string;
  /**
   * While the batch is saved: the fields turn read-only rather than disabled, so they stay
   * focusable and a long form can still be scrolled and read from the keyboard.
   */
  isSaving: boolean;
  /** Given when the row may be removed (more than one row, while adding). */
  onRemove?: () => void;
  /** The user has just added this row: its plot number takes focus, to be typed into next. */
  isJustAdded?: boolean;
  onChange: (change: Partial<Pick<BatchRow, 'plotNumber' | 'plotSize' | 'remark'>>) => void;
};

/** One plot of the form: plot number (spaces stripped as typed), size and remark. */
export function PlotRowFields({
  row,
  legend,
  isSaving,
  onRemove,
  isJustAdded = false,
  onChange,
}: PlotRowFieldsProps) {
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowLegend}>{legend}</legend>
      <TextField
        label="Plot Number"
        maxLength={TEXT_LIMITS.code}
        isRequired
        isReadOnly={isSaving}
        value={row.plotNumber}
        onChange={(text) => onChange({ plotNumber: stripPlotNumberSpaces(text) })}
        errorMessage={row.errors.plotNumber}
        // Focus follows the user's own action of adding the row, so it is expected.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={isJustAdded}
      />
      <NumberField
        label={`Size (${row.sizeUnit})`}
        isRequired
        isReadOnly={isSaving}
        minValue={0}
        maxValue={MAX_PLOT_SIZE}
        formatOptions={{ maximumFractionDigits: 2 }}
        value={row.plotSize ?? Number.NaN}
        onChange={(size) => onChange({ plotSize: Number.isNaN(size) ? null : size })}
        errorMessage={row.errors.plotSize}
      />
      <TextField
        label="Remark"
        maxLength={TEXT_LIMITS.note}
        isReadOnly={isSaving}
        value={row.remark}
        onChange={(remark) => onChange({ remark })}
        errorMessage={row.errors.remark}
      />
      <div className={styles.rowAction}>
        {onRemove && (
          <IconButton
            aria-label={`Remove ${legend}`}
            icon={<Icon name="delete" />}
            isDisabled={isSaving}
            hasTooltip
            onPress={onRemove}
          />
        )}
      </div>
    </fieldset>
  );
}
