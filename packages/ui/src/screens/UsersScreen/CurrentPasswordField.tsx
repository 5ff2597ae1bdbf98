import { CHANGE_PASSWORD_TEXTS } from '@plotline/domain';
import { useState } from 'react';
import { Group, Input, TextField, ToggleButton } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { FieldLabel, field, fieldButton, groupBox, groupInput } from '../../components/field';
import type { Loadable } from '../../patterns';

export type CurrentPasswordFieldProps = { currentPassword: Loadable<string> };

/**
 * The current password, read-only and masked until its toggle (a pressed or unpressed button)
 * shows it. While it loads, or when the host cannot know it, the box says so in words.
 */
export function CurrentPasswordField({ currentPassword }: CurrentPasswordFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const known = currentPassword.data;
  const isKnown = known !== null;
  // A failed load, or none at all, reads the same: the host cannot tell the password.
  const text =
    known ??
    (currentPassword.isLoading
      ? CHANGE_PASSWORD_TEXTS.loading
      : CHANGE_PASSWORD_TEXTS.unableToRetrieve);

  return (
    <TextField
      isReadOnly
      value={text}
      type={isKnown && !isRevealed ? 'password' : 'text'}
      className={field}
    >
      <FieldLabel>Current Password</FieldLabel>
      <Group role="presentation" className={groupBox}>
        <Input className={groupInput} aria-busy={!isKnown && currentPassword.isLoading} />
        <ToggleButton
          className={fieldButton}
          aria-label="Show current password"
          isSelected={isRevealed}
          onChange={setIsRevealed}
          isDisabled={!isKnown}
        >
          {isRevealed ? <Icon name="eyeOff" /> : <Icon name="eye" />}
        </ToggleButton>
      </Group>
    </TextField>
  );
}
