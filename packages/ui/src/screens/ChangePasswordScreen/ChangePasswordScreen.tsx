import {
  isValid,
  OWN_PASSWORD_TEXTS,
  passwordChangeFailedMessage,
  SESSION_MESSAGES,
  TEXT_LIMITS,
  validateOwnPasswordChange,
  type FieldErrors,
} from '@plotline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { PageHeader, useFocusFirstInvalidField } from '../../patterns';
import { AuthPage, actions, footer, form, type AuthNotice } from '../auth';
import * as styles from './ChangePasswordScreen.css';

export type ChangePasswordFormValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export type ChangePasswordField = keyof ChangePasswordFormValues;

/**
 * How the host's change ended. On failure, `message` is the server's text (the screen falls back
 * to 'Password change failed') and `errors` its messages by field, e.g. a wrong current password.
 */
export type ChangePasswordOutcome =
  { ok: true } | { ok: false; message?: string | null; errors?: Record<string, string> };

/**
 * `required`: the password was set for the user, who must choose their own before anything
 * else, so the screen is a page of its own, outside the app shell. `chosen`: the user opened it
 * (the user menu's 'Change password'), so it sits in the shell like any page.
 */
export type PasswordChangeReason = 'required' | 'chosen';

export type ChangePasswordScreenProps = {
  reason: PasswordChangeReason;
  /** Changes the password; resolves (never rejects) with the outcome. */
  onSubmit: (values: ChangePasswordFormValues) => Promise<ChangePasswordOutcome>;
  /** Receives the screen's toasts: the success and failure messages. */
  onNotify: (notice: AuthNotice) => void;
  /** With it, a 'Sign out' button: the way out of a change the user cannot make now. */
  onSignOut?: () => void;
  /** With it, a 'Cancel' button beside the submit. */
  onCancel?: () => void;
  /** The host's own saving state; the button is also busy while onSubmit is pending. */
  isSubmitting?: boolean;
};

const EMPTY_VALUES: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordScreen({
  reason,
  onSubmit,
  onNotify,
  onSignOut,
  onCancel,
  isSubmitting = false,
}: ChangePasswordScreenProps) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isAwaiting, setIsAwaiting] = useState(false);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  const isBusy = isSubmitting || isAwaiting;
  const title =
    reason === 'required'
      ? SESSION_MESSAGES.choosePasswordTitle
      : OWN_PASSWORD_TEXTS.changePassword;

  /** The props every field shares: its name, its value and its error, edits clearing the error. */
  const fieldProps = (field: ChangePasswordField) => ({
    name: field,
    value: values[field],
    onChange: (text: string) => {
      setValues((current) => ({ ...current, [field]: text }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    errorMessage: errors[field],
    maxLength: TEXT_LIMITS.password,
    isRequired: true,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;

    const found = validateOwnPasswordChange(values);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }

    setIsAwaiting(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.ok) {
        onNotify({ kind: 'success', message: SESSION_MESSAGES.passwordChanged });
        return;
      }
      onNotify({ kind: 'error', message: passwordChangeFailedMessage(outcome.message) });
      if (outcome.errors && !isValid(outcome.errors)) {
        setErrors(outcome.errors);
        focusFirstInvalid();
      }
    } finally {
      setIsAwaiting(false);
    }
  };

  const passwordForm = (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={handleSubmit}
      className={form}
      aria-label={title}
    >
      <PasswordField
        {...fieldProps('currentPassword')}
        label="Current Password"
        autoComplete="current-password"
        // The page's one task, so it starts in its first field (the app shell leaves it there).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <PasswordField
        {...fieldProps('newPassword')}
        label="New Password"
        autoComplete="new-password"
      />
      <PasswordField
        {...fieldProps('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <div className={actions}>
        <Button type="submit" isPending={isBusy}>
          {isBusy ? 'Saving password...' : 'Save Password'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );

  const signOut = onSignOut && (
    <p className={footer}>
      <Button variant="quiet" onPress={onSignOut}>
        Sign out
      </Button>
    </p>
  );

  if (reason === 'required') {
    return (
      <AuthPage title={title}>
        <p className={styles.intro}>{SESSION_MESSAGES.choosePasswordIntro}</p>
        {passwordForm}
        {signOut}
      </AuthPage>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={OWN_PASSWORD_TEXTS.signsOutElsewhere} />
      <div className={styles.card}>{passwordForm}</div>
      {signOut}
    </div>
  );
}
