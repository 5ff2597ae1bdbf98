import { LoginScreen, type LoginFormValues } from '@plotline/ui/screens';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { useRegistrationMode } from '../../data/registration';
import { pathAfterSignIn } from '../../routing/sign-in-path';
import { useToasts } from '../../services';
import { showNotice } from '../../toasts';

/**
 * /login: signs in, then returns to the page the visitor was sent away from, or to /. It offers
 * registration as the server's setting has it.
 */
export function LoginRoute() {
  const { login, clearError } = useAuth();
  const toasts = useToasts();
  const registration = useRegistrationMode();
  const [, navigate] = useLocation();
  const search = useSearch();

  const handleSubmit = async ({ username, password }: LoginFormValues) => {
    const outcome = await login({ username, password });
    // The screen toasts the failure from the outcome, which is what the recorded error says.
    if (!outcome.ok) clearError();
    else navigate(pathAfterSignIn(search), { replace: true });
    return outcome;
  };

  return (
    <LoginScreen
      onSubmit={handleSubmit}
      onNotify={(notice) => showNotice(notice, toasts)}
      registration={registration}
    />
  );
}
