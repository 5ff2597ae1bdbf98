export {
  LoginScreen,
  type LoginFormValues,
  type LoginOutcome,
  type LoginScreenProps,
} from './LoginScreen';
