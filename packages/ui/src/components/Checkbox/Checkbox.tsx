import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldMessages, field } from '../field';
import { box, checkboxButton, tick } from './Checkbox.css';

export type CheckboxProps = Omit<CheckboxFieldProps, 'className' | 'children'> & {
  /** The visible label, e.g. 'Remember me' or 'Active User', with a badge beside it at most. */
  children: ReactNode;
  /** Under the label, and read with the checkbox, e.g. a role's description. */
  description?: ReactNode;
  errorMessage?: string;
};

/**
 * react-aria's CheckboxField: a real checkbox input under a drawn box, with its label beside it.
 * isIndeterminate draws a dash and tells screen readers 'mixed', e.g. for a select-all over some.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <CheckboxButton className={checkboxButton}>
        {({ isIndeterminate }) => (
          <>
            <span className={box}>
              <span className={tick}>
                <Icon name={isIndeterminate ? 'minus' : 'check'} />
              </span>
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
