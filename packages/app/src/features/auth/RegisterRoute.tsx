import type { RegisterRequest } from '@plotline/api-client';
import { RegisterScreen, type RegisterFormValues } from '@plotline/ui/screens';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
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
 * (docs/product/screens.md).
 */
export function RegisterRoute() {
  const { register } = useAuth();
  const [, navigate] = useLocation();

  const handleSubmit = async (values: RegisterFormValues) => {
    const outcome = await register(registerRequest(values));
    if (outcome.ok) {
      navigate('/', { replace: true });
      return outcome;
    }
    // docs/product/messages.md shows the server's text, else 'Registration failed'.
    const { failure, errors } = outcome;
    return { ok: false, message: failure.kind === 'response' ? failure.message : null, errors };
  };

  return <RegisterScreen onSubmit={handleSubmit} onNotify={showNotice} />;
}
