import { OUTSTANDING_AT_REGISTRY_LABEL } from '@plotline/domain';
import { useState } from 'react';
import { Checkbox } from '../../components/Checkbox';

export type OutstandingConfirmationProps = {
  /** The server's refusal of a registry with part of the sale value unpaid, when it gave one. */
  refusal: string | undefined;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
};

/**
 * Registry Done with the balance outstanding, confirmed: shown once the server has said how much
 * is still owed (the domain's registry-balance.ts), which it keeps saying after the box is ticked
 * and the refusal cleared, so the amount stays in view until the change is sent again.
 */
export function OutstandingConfirmation({
  refusal,
  isSelected,
  onChange,
}: OutstandingConfirmationProps) {
  const [owed, setOwed] = useState(refusal);
  if (refusal && refusal !== owed) setOwed(refusal);
  if (!owed) return null;
  return (
    <Checkbox
      name="acceptOutstanding"
      isSelected={isSelected}
      onChange={onChange}
      description={isSelected ? owed : undefined}
      errorMessage={isSelected ? undefined : owed}
    >
      {OUTSTANDING_AT_REGISTRY_LABEL}
    </Checkbox>
  );
}
