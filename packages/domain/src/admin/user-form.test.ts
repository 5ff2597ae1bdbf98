import { describe, expect, it } from 'vitest';
import { newUserForm, userFormOf, userRequestOf, type UserForm } from './user-form';
import { validateUser } from './validate-user';

const typed: UserForm = {
  username: ' asha ',
  email: ' asha@example.com ',
  firstName: ' Asha ',
  lastName: '',
  phoneNumber: '   ',
  password: ' secret1 ',
  isActive: false,
};

describe('newUserForm', () => {
  it('starts empty and active', () => {
    expect(newUserForm()).toEqual({
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      password: '',
      isActive: true,
    });
  });

  it('is refused by the validator until the required fields are filled', () => {
    expect(Object.keys(validateUser(newUserForm(), { isCreate: true }))).toEqual([
      'username',
      'email',
      'password',
    ]);
  });
});

describe('userFormOf', () => {
  it('fills the form from a user, missing names and phone as empty boxes, no password', () => {
    expect(
      userFormOf({
        username: 'ravi',
        email: 'ravi@example.com',
        firstName: null,
        lastName: 'Kumar',
        phoneNumber: null,
        isActive: false,
      }),
    ).toEqual({
      username: 'ravi',
      email: 'ravi@example.com',
      firstName: '',
      lastName: 'Kumar',
      phoneNumber: '',
      password: '',
      isActive: false,
    });
  });
});

describe('userFormOf, round trip', () => {
  it('keeps every field a user has', () => {
    const user = {
      username: 'asha',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: null,
      phoneNumber: '9876543210',
      isActive: true,
    };
    expect(userRequestOf(userFormOf(user), { isCreate: false })).toEqual(user);
  });
});

describe('userRequestOf', () => {
  it('sends the password as typed when creating, blanks as null, the rest trimmed', () => {
    expect(userRequestOf(typed, { isCreate: true })).toEqual({
      username: 'asha',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: null,
      phoneNumber: null,
      password: ' secret1 ',
      isActive: false,
    });
  });

  it('sends no password when updating', () => {
    expect(userRequestOf(typed, { isCreate: false })).not.toHaveProperty('password');
  });
});
