import {
  AUTH_MESSAGES,
  DEFAULT_REGISTRATION_MODE,
  INITIAL_LOGIN_LOCKOUT,
  LOCKOUT_WARNING,
  isValid,
  lockoutSecondsLeft,
  loginErrorMessage,
  loginFailureToast,
  offersRegistration,
  pleaseWaitMessage,
  recordLoginFailure,
  recordLoginSuccess,
  releaseExpiredLockout,
  showsLockoutWarning,
  TEXT_LIMITS,
  validateLogin,
  type FieldErrors,
  type LoginFailure,
  type LoginLockout,
  type RegistrationMode,
} from '@plotline/domain';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { AuthPage, footer, form, link, notice, optionsRow, type AuthNotice } from '../auth';
import { useFocusFirstInvalidField } from '../../patterns';

export type LoginFormValues = {
  /** The username or the email address, as typed. */
  username: string;
  password: string;
  rememberMe: boolean;
};

/** How the host's sign-in call ended; a failure is described as the HTTP client saw it. */
export type LoginOutcome = { ok: true } | { ok: false; failure: LoginFailure };

export type LoginScreenProps = {
  /** Signs in; resolves (never rejects) with the outcome. */
  onSubmit: (values: LoginFormValues) => Promise<LoginOutcome>;
  /** Receives the screen's toasts: the validation, failure and welcome messages. */
  onNotify: (notice: AuthNotice) => void;
  /** The host's own signing-in state; the button is also busy while onSubmit is pending. */
  isSubmitting?: boolean;
  /** The clock, in ms; the lockout countdown reads it. */
  now?: () => number;
  /** Failures already counted, so a host can keep the lockout across a remount. */
  initialLockout?: LoginLockout;
  /** Where 'Create an account' leads; a host router handles it through RAC's RouterProvider. */
  registerHref?: string;
  /**
   * How newcomers get an account (the server's REGISTRATION setting); while the host does not
   * know, leave it out: registration is open by default, and a closed server refuses anyway.
   */
  registration?: RegistrationMode;
};

const EMPTY_VALUES: LoginFormValues = { username: '', password: '', rememberMe: false };

/** The sign-in page: validation, the failed-attempt counter and the 30-second lockout. */
export function LoginScreen({
  onSubmit,
  onNotify,
  isSubmitting = false,
  now = Date.now,
  initialLockout = INITIAL_LOGIN_LOCKOUT,
  registerHref = '/register',
  registration = DEFAULT_REGISTRATION_MODE,
}: LoginScreenProps) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lockout, setLockout] = useState(initialLockout);
  const [nowMs, setNowMs] = useState(now);
  const [isAwaiting, setIsAwaiting] = useState(false);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();

  const secondsLeft = lockoutSecondsLeft(lockout, nowMs);
  const isLocked = secondsLeft > 0;
  const isBusy = isSubmitting || isAwaiting;

  const handleTick = useEffectEvent(() => {
    const tickMs = now();
    setNowMs(tickMs);
    setLockout((current) => releaseExpiredLockout(current, tickMs));
  });

  // The clock only runs while a lock is pending; releasing it sets lockedUntilMs back to null.
  useEffect(() => {
    if (lockout.lockedUntilMs === null) return;
    const timer = setInterval(handleTick, 1000);
    return () => clearInterval(timer);
  }, [lockout.lockedUntilMs]);

  const handleTextChange = (field: 'username' | 'password') => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleRememberMeChange = (rememberMe: boolean) =>
    setValues((current) => ({ ...current, rememberMe }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The disabled or pending button already stops Enter; this guards any other submission.
    if (isLocked || isBusy) return;

    const found = validateLogin(values);
    setErrors(found);
    if (!isValid(found)) {
      onNotify({ kind: 'error', message: AUTH_MESSAGES.fixErrors });
      focusFirstInvalid();
      return;
    }

    // A lock that ran out between two ticks has not been released yet: count from zero.
    const counted = releaseExpiredLockout(lockout, now());
    setIsAwaiting(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.ok) {
        setLockout(recordLoginSuccess());
        onNotify({ kind: 'success', message: AUTH_MESSAGES.welcomeBack });
        return;
      }
      const failedAtMs = now();
      const next = recordLoginFailure(counted, failedAtMs);
      setLockout(next);
      setNowMs(failedAtMs);
      const { message, durationMs } = loginFailureToast(
        loginErrorMessage(outcome.failure),
        next.failures,
      );
      onNotify({ kind: 'error', message, durationMs });
    } finally {
      setIsAwaiting(false);
    }
  };

  return (
    <AuthPage title="Real Estate CRM">
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={handleSubmit}
        className={form}
        aria-label="Sign in"
      >
        <TextField
          name="username"
          label="Username or Email:"
          maxLength={TEXT_LIMITS.email}
          autoComplete="username"
          value={values.username}
          onChange={handleTextChange('username')}
          errorMessage={errors.username}
        />
        <PasswordField
          name="password"
          label="Password"
          maxLength={TEXT_LIMITS.password}
          autoComplete="current-password"
          value={values.password}
          onChange={handleTextChange('password')}
          errorMessage={errors.password}
        />
        <div className={optionsRow}>
          <Checkbox
            name="rememberMe"
            isSelected={values.rememberMe}
            onChange={handleRememberMeChange}
          >
            Remember me
          </Checkbox>
          {/* docs/product/screens.md "Login": it goes nowhere. Without an href RAC renders a
              focusable role="link". */}
          <Link className={link}>Forgot password?</Link>
        </div>
        {showsLockoutWarning(lockout) && (
          <p role="status" className={notice} data-tone="warning">
            {LOCKOUT_WARNING}
          </p>
        )}
        {/* Not a live region: a message changing every second would drown the screen reader;
            the failure toast has already announced the lockout. */}
        {isLocked && (
          <p className={notice} data-tone="danger">
            {pleaseWaitMessage(secondsLeft)}
          </p>
        )}
        <Button type="submit" isDisabled={isLocked} isPending={isBusy}>
          {isBusy ? 'Signing in...' : 'Sign In to Dashboard'}
        </Button>
      </Form>
      {offersRegistration(registration) && (
        <p className={footer}>
          {"Don't have an account? "}
          <Link href={registerHref} className={link}>
            Create an account
          </Link>
        </p>
      )}
    </AuthPage>
  );
}
