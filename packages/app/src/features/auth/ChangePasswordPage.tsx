import { ChangePasswordScreen, type ChangePasswordFormValues } from '@plotline/ui/screens';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { pathAfterPasswordChange } from '../../routing/change-password-path';
import { useToasts } from '../../services';
import { showNotice } from '../../toasts';

/**
 * /change-password, from the user menu: any signed-in user changes their own password, then goes
 * back to the page they chose it on, holding the new session the server started.
 */
export function ChangePasswordPage() {
  const { changePassword } = useAuth();
  const toasts = useToasts();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Replaced: Back from that page does not open the form again.
  const goBack = () => navigate(pathAfterPasswordChange(search), { replace: true });

  const handleSubmit = async (values: ChangePasswordFormValues) => {
    const outcome = await changePassword(values);
    if (outcome.ok) goBack();
    return outcome;
  };

  return (
    <ChangePasswordScreen
      reason="chosen"
      onSubmit={handleSubmit}
      onNotify={(notice) => showNotice(notice, toasts)}
      onCancel={goBack}
    />
  );
}
