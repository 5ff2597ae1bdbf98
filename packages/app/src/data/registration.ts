/** How newcomers get an account (openapi.yaml getRegistration), which the signed-out pages ask. */
import type { RegistrationMode } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';

/**
 * The server's REGISTRATION setting; undefined while it is asked, and when it could not be: the
 * pages then offer registration as by default, and a server that has it closed refuses anyway.
 */
export function useRegistrationMode(): RegistrationMode | undefined {
  const api = useApi();
  const { data } = useCached(['registration'], () => dataOf(api.GET('/auth/registration')));
  return data?.registration;
}
