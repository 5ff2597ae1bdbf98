import { LoginScreen, type LoginFormValues } from '@plotline/ui/screens';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { pathAfterSignIn } from '../../routing/sign-in-path';
import { showNotice } from '../../toasts';

/** /login: signs in, then returns to the page the visitor was sent away from, or to /. */
export function LoginRoute() {
  const { login, clearError } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();

  const handleSubmit = async ({ username, password }: LoginFormValues) => {
    const outcome = await login({ username, password });
    // The screen toasts the failure from the outcome, which is what the recorded error says.
    if (!outcome.ok) clearError();
    else navigate(pathAfterSignIn(search), { replace: true });
    return outcome;
  };

  return <LoginScreen onSubmit={handleSubmit} onNotify={showNotice} />;
}
