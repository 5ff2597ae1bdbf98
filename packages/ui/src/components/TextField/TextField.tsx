import {
  Input,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, field, inputBox } from '../field';
import { textArea } from './TextField.css';

export type TextFieldProps = Omit<RACTextFieldProps, 'className' | 'children'> & {
  label: string;
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. the domain's 'Username is required'. */
  errorMessage?: string;
  placeholder?: string;
  /** A resizable TextArea instead of a single-line Input. */
  multiline?: boolean;
};

/** react-aria's TextField with a label, help text and error text. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea className={`${inputBox} ${textArea}`} placeholder={placeholder} />
      ) : (
        <Input className={inputBox} placeholder={placeholder} />
      )}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
