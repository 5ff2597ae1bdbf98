export {
  ChangePasswordScreen,
  type ChangePasswordField,
  type ChangePasswordFormValues,
  type ChangePasswordOutcome,
  type ChangePasswordScreenProps,
  type PasswordChangeReason,
} from './ChangePasswordScreen';
