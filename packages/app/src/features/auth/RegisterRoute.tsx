import type { RegisterRequest } from '@plotline/api-client';
import {
  RegisterScreen,
  type RegisterFormValues,
  type RegisterOutcome,
} from '@plotline/ui/screens';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { useRegistrationMode } from '../../data/registration';
import { useToasts } from '../../services';
import { showNotice } from '../../toasts';

function optional(text: string): string | null {
  return text.trim() === '' ? null : text;
}

function registerRequest(values: RegisterFormValues): RegisterRequest {
  return {
    ...values,
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    phoneNumber: optional(values.phoneNumber),
  };
}

/**
 * /register: self-service registration, signed in on success and taken to /
 * (docs/product/screens.md). As the server's setting has it, the account may instead wait for an
 * administrator's approval (nobody is signed in, the page says so), or registration is closed.
 */
export function RegisterRoute() {
  const { register } = useAuth();
  const toasts = useToasts();
  const registration = useRegistrationMode();
  const [, navigate] = useLocation();

  const handleSubmit = async (values: RegisterFormValues): Promise<RegisterOutcome> => {
    const outcome = await register(registerRequest(values));
    if ('awaitingApproval' in outcome) return outcome;
    if (outcome.ok) {
      navigate('/', { replace: true });
      return outcome;
    }
    // docs/product/messages.md shows the server's text, else 'Registration failed'.
    const { failure, errors, code } = outcome;
    return {
      ok: false,
      message: failure.kind === 'response' ? failure.message : null,
      errors,
      registrationClosed: code === 'registration_closed',
    };
  };

  return (
    <RegisterScreen
      onSubmit={handleSubmit}
      onNotify={(notice) => showNotice(notice, toasts)}
      registration={registration}
    />
  );
}
