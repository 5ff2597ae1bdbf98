import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessages, field, fieldButton, groupBox, groupInput } from '../field';
import { passwordInput } from './PasswordField.css';

export type PasswordFieldProps = Omit<RACTextFieldProps, 'className' | 'children' | 'type'> & {
  label: string;
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. the domain's 'Password is required'. */
  errorMessage?: string;
  placeholder?: string;
};

/**
 * A password box with a show/hide toggle. The toggle stays usable when the field is read-only,
 * so the Change Password modal can reveal the current password it shows.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const invalid = isInvalid || Boolean(errorMessage);

  const handleToggle = () => setIsRevealed((revealed) => !revealed);

  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      isInvalid={invalid}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {/* TextField does not pass its state to a Group, so the box is told directly. */}
      <Group
        role="presentation"
        className={groupBox}
        isInvalid={invalid}
        isDisabled={props.isDisabled}
      >
        <Input className={`${groupInput} ${passwordInput}`} placeholder={placeholder} />
        <Button
          className={fieldButton}
          aria-label={isRevealed ? 'Hide password' : 'Show password'}
          isDisabled={props.isDisabled}
          onPress={handleToggle}
        >
          {isRevealed ? <Icon name="eyeOff" /> : <Icon name="eye" />}
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
