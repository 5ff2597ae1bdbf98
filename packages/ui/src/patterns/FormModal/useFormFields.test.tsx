import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useFormFields } from './useFormFields';

const EMPTY = { name: '', module: '' };

it('sets a value and takes away its message only', () => {
  const { result } = renderHook(() => useFormFields(() => EMPTY));
  act(() => result.current.setErrors({ name: 'Name is required', module: 'Module is required' }));
  act(() => result.current.change('name')('users.view'));
  expect(result.current.values).toEqual({ name: 'users.view', module: '' });
  expect(result.current.errors).toEqual({ module: 'Module is required' });
});

it('takes away the messages a field names as depending on it', () => {
  const { result } = renderHook(() => useFormFields(() => EMPTY, { module: ['name'] }));
  act(() => result.current.setErrors({ name: 'Name must start with its module' }));
  act(() => result.current.change('module')('users'));
  expect(result.current.errors).toEqual({});
});
