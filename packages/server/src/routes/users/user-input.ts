/**
 * The Add User, Edit User and registration bodies and the Change Password modal's, checked with
 * the forms' rules and made ready to store.
 */
import type { components } from '@plotline/api-client/schema';
import {
  DEFAULT_IS_ACTIVE,
  filledText,
  loginKey,
  validateChangePassword,
  validateRegistration,
  validateUser,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type Schemas = components['schemas'];

type AccountForm = {
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
};

/**
 * An account's columns as stored: names trimmed, optional text null when left blank, and the
 * username's and email's keys as sign-in compares them.
 */
function accountFields(form: AccountForm, isActive: boolean) {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    usernameKey: loginKey(form.username),
    emailKey: loginKey(form.email),
    firstName: filledText(form.firstName ?? ''),
    lastName: filledText(form.lastName ?? ''),
    phoneNumber: filledText(form.phoneNumber ?? ''),
    isActive,
  };
}

export type UserValues = ReturnType<typeof accountFields>;

/** The Add User form (isCreate) or the Edit User form; the password is not among the values. */
export function userInput(
  body: Schemas['UserCreateRequest'] | Schemas['UserRequest'],
  mode: { isCreate: boolean },
): UserValues {
  assertValid(validateUser(body, mode));
  return accountFields(body, body.isActive ?? DEFAULT_IS_ACTIVE);
}

/** Self-service registration makes an active account. */
export function registrationInput(body: Schemas['RegisterRequest']): UserValues {
  assertValid(validateRegistration(body));
  return accountFields(body, true);
}

/**
 * The new password; the modal may send no confirmation (docs/product/api-calls.md), and when it
 * does, it must match.
 */
export function newPasswordInput(body: Schemas['ChangeUserPasswordRequest']): string {
  assertValid(
    validateChangePassword({
      newPassword: body.newPassword,
      confirmPassword: body.confirmPassword ?? body.newPassword,
    }),
  );
  return body.newPassword;
}
