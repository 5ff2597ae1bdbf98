import { useState } from 'react';
import { Button, type ButtonProps } from '../../components/Button';

export type AsyncButtonProps = Omit<ButtonProps, 'onPress' | 'isPending' | 'children'> & {
  /** The host's work (an export, a download); resolves once done, never rejects. */
  onPress: () => Promise<void>;
  /** What the button says. */
  label: string;
  /** What it says while the work runs, e.g. 'Exporting...'. */
  busyLabel: string;
  /**
   * The record it acts on, named after its words for a screen reader where every row has one
   * (a receipt's number): 'Download PDF R-0001'.
   */
  of?: string;
};

/**
 * A button for work the host does that takes a moment and shows no form: busy (react-aria's
 * pending state, announced) and saying so until the work settles, so it is not asked twice.
 */
export function AsyncButton({ onPress, label, busyLabel, of, ...props }: AsyncButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const run = async () => {
    setIsBusy(true);
    try {
      await onPress();
    } finally {
      setIsBusy(false);
    }
  };
  const words = isBusy ? busyLabel : label;
  return (
    <Button
      {...props}
      isPending={isBusy}
      aria-label={of === undefined ? undefined : `${words} ${of}`}
      onPress={() => void run()}
    >
      {words}
    </Button>
  );
}
