import { useState } from 'react';
import { Button } from '../../components/Button';

export type ExportButtonProps = {
  /** Exports the filtered list; the button says 'Exporting...' until it settles. */
  onExport: () => Promise<void>;
  /** Nothing to export, e.g. a loaded list with no rows. */
  isDisabled?: boolean;
};

/** A list page's 'Export CSV' action, busy while the host's export runs. */
export function ExportButton({ onExport, isDisabled }: ExportButtonProps) {
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isPending={isExporting}
      isDisabled={isDisabled}
      onPress={() => void handleExport()}
    >
      {isExporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
