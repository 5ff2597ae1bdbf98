import { ChangePasswordScreen } from '@plotline/ui/screens';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { useToasts } from '../../services';
import { showNotice } from '../../toasts';

/**
 * What every signed-in page shows while the user's password was set for them: they choose their
 * own, and the page they asked for shows once the new session holds a user who need not.
 */
export function ChoosePasswordRoute() {
  const { changePassword, logout } = useAuth();
  const toasts = useToasts();
  const [, navigate] = useLocation();

  // Leave first, as from the user menu: /login is not to send them back here afterwards.
  const handleSignOut = () => {
    navigate('/login');
    void logout();
  };

  return (
    <ChangePasswordScreen
      reason="required"
      onSubmit={changePassword}
      onNotify={(notice) => showNotice(notice, toasts)}
      onSignOut={handleSignOut}
    />
  );
}
