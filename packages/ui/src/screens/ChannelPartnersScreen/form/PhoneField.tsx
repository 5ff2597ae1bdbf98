import { mobileDigits } from '@plotline/domain';
import { TextField } from '../../../components/TextField';

export type PhoneFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  errorMessage?: string;
};

/**
 * A mobile or alternate number: digits only, at most 10, as typed or pasted
 * (docs/product/validation.md). No maxLength: the browser would cut a pasted '98-765 43210' to
 * its first ten characters before mobileDigits could strip it.
 */
export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      onChange={(value) => onChange(mobileDigits(value))}
    />
  );
}
