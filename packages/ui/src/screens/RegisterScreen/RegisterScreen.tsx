import {
  AUTH_MESSAGES,
  awaitingApprovalMessage,
  DEFAULT_REGISTRATION_MODE,
  isValid,
  REGISTRATION_MESSAGES,
  registrationFailedMessage,
  TEXT_LIMITS,
  validateRegistration,
  type FieldErrors,
  type RegistrationMode,
} from '@plotline/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { AuthPage, footer, form, link, notice, pair, type AuthNotice } from '../auth';
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
 * How the host's register call ended. With `awaitingApproval` the account waits for an
 * administrator's approval and nobody is signed in; `message` is then the server's word for it.
 * On failure, `message` is the server's text (the screen falls back to 'Registration failed'),
 * `errors` the server's messages by field name, and `registrationClosed` says the server has
 * registration turned off.
 */
export type RegisterOutcome =
  | { ok: true; awaitingApproval?: boolean; message?: string | null }
  | {
      ok: false;
      message?: string | null;
      errors?: Record<string, string>;
      registrationClosed?: boolean;
    };

export type RegisterScreenProps = {
  /** Registers; resolves (never rejects) with the outcome. */
  onSubmit: (values: RegisterFormValues) => Promise<RegisterOutcome>;
  /** Receives the screen's toasts: the failure and success messages. */
  onNotify: (notice: AuthNotice) => void;
  /** The host's own registering state; the button is also busy while onSubmit is pending. */
  isSubmitting?: boolean;
  /** Where 'Sign in' leads; a host router handles it through RAC's RouterProvider. */
  signInHref?: string;
  /**
   * How newcomers get an account (the server's REGISTRATION setting): closed, the page says so
   * instead of showing the form. While the host does not know, leave it out: registration is
   * open by default, and a closed server refuses the form anyway.
   */
  registration?: RegistrationMode;
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

/**
 * The self-service registration page. Once an account waits for approval, or the server turns
 * out to have registration closed, what it says takes the form's place.
 */
export function RegisterScreen({
  onSubmit,
  onNotify,
  isSubmitting = false,
  signInHref = '/login',
  registration = DEFAULT_REGISTRATION_MODE,
}: RegisterScreenProps) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isAwaiting, setIsAwaiting] = useState(false);
  /** What the server answered in place of an account to sign in with. */
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  const isBusy = isSubmitting || isAwaiting;
  const shownInstead = registration === 'closed' ? REGISTRATION_MESSAGES.closed : answer;

  // The field or button that had focus is gone with the form: focus goes to what replaced it.
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const showInstead = (message: string) => {
    // Left before the form goes: Chrome fires blur at a focused element React removes, in the
    // middle of its commit, where the field's focus handlers cannot update state (under act(),
    // as in the stories' tests, React throws 'Should not already be working').
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setAnswer(message);
  };

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
      // The page says these in place of the form, so no toast says them again.
      if (outcome.ok && outcome.awaitingApproval) {
        showInstead(awaitingApprovalMessage(outcome.message));
        return;
      }
      if (outcome.ok) {
        onNotify({ kind: 'success', message: AUTH_MESSAGES.registrationSuccessful });
        return;
      }
      if (outcome.registrationClosed) {
        showInstead(REGISTRATION_MESSAGES.closed);
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

  if (shownInstead) {
    return (
      <AuthPage title="Join Real Estate CRM">
        <p ref={answerRef} tabIndex={-1} role="status" className={notice} data-tone="info">
          {shownInstead}
        </p>
        <p className={footer}>
          <Link href={signInHref} className={link}>
            Sign in
          </Link>
        </p>
      </AuthPage>
    );
  }

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
