export {
  RegisterScreen,
  type RegisterField,
  type RegisterFormValues,
  type RegisterOutcome,
  type RegisterScreenProps,
} from './RegisterScreen';
