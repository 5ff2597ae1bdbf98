import { AsyncButton } from '../AsyncButton';

export type ExportButtonProps = {
  /** Exports the filtered list; the button says 'Exporting...' until it settles. */
  onExport: () => Promise<void>;
  /** Nothing to export, e.g. a loaded list with no rows. */
  isDisabled?: boolean;
};

/** A list page's 'Export CSV' action, busy while the host's export runs. */
export function ExportButton({ onExport, isDisabled }: ExportButtonProps) {
  return (
    <AsyncButton
      variant="secondary"
      isDisabled={isDisabled}
      onPress={onExport}
      label="Export CSV"
      busyLabel="Exporting..."
    />
  );
}
