import {
  AUTH_MESSAGES,
  isValid,
  registrationFailedMessage,
  TEXT_LIMITS,
  validateRegistration,
  type FieldErrors,
} from '@plotline/domain';
import { useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { AuthPage, footer, form, link, pair, type AuthNotice } from '../auth';
import { useFocusFirstInvalidField } from '../../patterns';

/** The register request's fields, as typed; the optional ones may be blank. */
export type RegisterFormValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
};

export type RegisterField = keyof RegisterFormValues;

/**
 * How the host's register call ended. On failure, `message` is the server's text (the screen
 * falls back to 'Registration failed') and `errors` the server's messages by field name.
 */
export type RegisterOutcome =
  { ok: true } | { ok: false; message?: string | null; errors?: Record<string, string> };

export type RegisterScreenProps = {
  /** Registers; resolves (never rejects) with the outcome. */
  onSubmit: (values: RegisterFormValues) => Promise<RegisterOutcome>;
  /** Receives the screen's toasts: the failure and success messages. */
  onNotify: (notice: AuthNotice) => void;
  /** The host's own registering state; the button is also busy while onSubmit is pending. */
  isSubmitting?: boolean;
  /** Where 'Sign in' leads; a host router handles it through RAC's RouterProvider. */
  signInHref?: string;
};

const EMPTY_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

/** The self-service registration page. */
export function RegisterScreen({
  onSubmit,
  onNotify,
  isSubmitting = false,
  signInHref = '/login',
}: RegisterScreenProps) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isAwaiting, setIsAwaiting] = useState(false);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  const isBusy = isSubmitting || isAwaiting;

  const handleChange = (field: RegisterField) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** The props every field shares: its name, its value and its error, edits clearing the error. */
  const fieldProps = (field: RegisterField) => ({
    name: field,
    value: values[field],
    onChange: handleChange(field),
    errorMessage: errors[field],
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;

    const found = validateRegistration(values);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }

    setIsAwaiting(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.ok) {
        onNotify({ kind: 'success', message: AUTH_MESSAGES.registrationSuccessful });
        return;
      }
      onNotify({ kind: 'error', message: registrationFailedMessage(outcome.message) });
      if (outcome.errors && !isValid(outcome.errors)) {
        setErrors(outcome.errors);
        focusFirstInvalid();
      }
    } finally {
      setIsAwaiting(false);
    }
  };

  return (
    <AuthPage title="Join Real Estate CRM" width="wide">
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={handleSubmit}
        className={form}
        aria-label="Register"
      >
        <div className={pair}>
          <TextField
            {...fieldProps('firstName')}
            label="First Name"
            autoComplete="given-name"
            maxLength={TEXT_LIMITS.name}
          />
          <TextField
            {...fieldProps('lastName')}
            label="Last Name"
            autoComplete="family-name"
            maxLength={TEXT_LIMITS.name}
          />
        </div>
        <TextField
          {...fieldProps('username')}
          label="Username"
          maxLength={TEXT_LIMITS.username}
          autoComplete="username"
          isRequired
        />
        <TextField
          {...fieldProps('email')}
          label="Email"
          maxLength={TEXT_LIMITS.email}
          type="email"
          autoComplete="email"
          isRequired
        />
        <TextField
          {...fieldProps('phoneNumber')}
          label="Phone Number"
          maxLength={TEXT_LIMITS.phone}
          type="tel"
          autoComplete="tel"
        />
        <PasswordField
          {...fieldProps('password')}
          label="Password"
          maxLength={TEXT_LIMITS.password}
          autoComplete="new-password"
          isRequired
        />
        <PasswordField
          {...fieldProps('confirmPassword')}
          label="Confirm Password"
          maxLength={TEXT_LIMITS.password}
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isPending={isBusy}>
          {isBusy ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
      <p className={footer}>
        {'Already have an account? '}
        <Link href={signInHref} className={link}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
