import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';
import { description as descriptionStyle, errorText } from './field.css';

export type FieldMessagesProps = {
  /** Help text; a checkbox's may hold a badge, e.g. a role's 'Inactive'. */
  description?: ReactNode;
  errorMessage?: string;
};

/**
 * Help text and error text under a field. RAC links both to the control (aria-describedby) and
 * shows FieldError only while the field is invalid; without an errorMessage it shows the
 * browser's own validation message.
 */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </>
  );
}
