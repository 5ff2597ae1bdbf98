/**
 * The Add/Edit User modal (docs/product/screens.md "Users"): its values, how a user fills it,
 * and how it becomes the body of POST and PUT /users.
 */
import { DEFAULT_IS_ACTIVE } from '../constants';

export type UserForm = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Asked for only when adding; editing never changes it (Change Password does). */
  password: string;
  isActive: boolean;
};

export function newUserForm(): UserForm {
  return {
    username: '',
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    password: '',
    isActive: DEFAULT_IS_ACTIVE,
  };
}

/** What the form reads of a stored user. */
export type StoredUser = {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isActive: boolean;
};

/** The edit modal's starting values: a missing name or phone is an empty box. */
export function userFormOf(user: StoredUser): UserForm {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    password: '',
    isActive: user.isActive,
  };
}

export type UserRequestBody = {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  /** Sent only when creating. */
  password?: string;
  isActive: boolean;
};

/**
 * The body of POST /users (`isCreate`) and PUT /users/{id}. Username, email, names and phone are
 * trimmed, and a blank name or phone is sent as null, which clears it. The password is sent as
 * typed, and only when creating.
 */
export function userRequestOf(
  form: UserForm,
  { isCreate }: { isCreate: boolean },
): UserRequestBody {
  const textOrNull = (text: string) => text.trim() || null;
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    firstName: textOrNull(form.firstName),
    lastName: textOrNull(form.lastName),
    phoneNumber: textOrNull(form.phoneNumber),
    ...(isCreate ? { password: form.password } : {}),
    isActive: form.isActive,
  };
}
