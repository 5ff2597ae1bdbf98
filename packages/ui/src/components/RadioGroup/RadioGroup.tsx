import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, field } from '../field';
import { circle, options, radioButton } from './RadioGroup.css';

export type RadioGroupProps = Omit<RACRadioGroupProps, 'className' | 'children'> & {
  label: string;
  /** The Radio options. */
  children: ReactNode;
  description?: string;
  /** Shown under the options, and marks the group invalid, e.g. 'Gender is required'. */
  errorMessage?: string;
};

/** react-aria's RadioGroup: arrow keys move between options, Tab leaves the group. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={options}>{children}</div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export type RadioProps = Omit<RadioFieldProps, 'className' | 'children'> & {
  /** The visible label, e.g. 'Male' or 'Channel Partner'. */
  children: string;
};

/** One option of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RadioField {...props}>
      <RadioButton className={radioButton}>
        <span className={circle} />
        {children}
      </RadioButton>
    </RadioField>
  );
}
