import { CHANGE_PASSWORD_TEXTS } from '@plotline/domain';
import { useState } from 'react';
import { Group, Input, TextField, ToggleButton } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { FieldLabel, field, fieldButton, groupBox, groupInput } from '../../components/field';
import type { CurrentPassword } from './users-screen-types';

export type CurrentPasswordFieldProps = { currentPassword: CurrentPassword };

/**
 * The current password, read-only and masked until its toggle (a pressed or unpressed button)
 * shows it. While it loads, or when the host cannot know it, the box says so in words.
 */
export function CurrentPasswordField({ currentPassword }: CurrentPasswordFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const isKnown = currentPassword.status === 'known';
  const text =
    currentPassword.status === 'known'
      ? currentPassword.value
      : currentPassword.status === 'loading'
        ? CHANGE_PASSWORD_TEXTS.loading
        : CHANGE_PASSWORD_TEXTS.unableToRetrieve;

  return (
    <TextField
      isReadOnly
      value={text}
      type={isKnown && !isRevealed ? 'password' : 'text'}
      className={field}
    >
      <FieldLabel>Current Password</FieldLabel>
      <Group role="presentation" className={groupBox}>
        <Input className={groupInput} aria-busy={currentPassword.status === 'loading'} />
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
