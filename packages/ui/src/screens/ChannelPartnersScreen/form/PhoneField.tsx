import { mobileDigits, MOBILE_NUMBER_DIGITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';

export type PhoneFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  errorMessage?: string;
};

/** A mobile or alternate number: digits only, at most 10, as typed (docs/product/validation.md). */
export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      maxLength={MOBILE_NUMBER_DIGITS}
      onChange={(value) => onChange(mobileDigits(value))}
    />
  );
}
