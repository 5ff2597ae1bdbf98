import { NOT_APPLICABLE_TEXT } from '@plotline/domain';
import { TextField } from '../../../components/TextField';

export type NotApplicableFieldProps = { label: string };

/** A box that does not apply once the registry is done: it says so and takes no input. */
export function NotApplicableField({ label }: NotApplicableFieldProps) {
  return <TextField label={label} value={NOT_APPLICABLE_TEXT} isDisabled />;
}
