/** How newcomers get an account (openapi.yaml getRegistration), which the signed-out pages ask. */
import type { RegistrationMode } from '@plotline/domain';
import { useRead } from './read';

/**
 * The server's REGISTRATION setting; undefined while it is asked, and when it could not be: the
 * pages then offer registration as by default, and a server that has it closed refuses anyway.
 */
export function useRegistrationMode(): RegistrationMode | undefined {
  const { data } = useRead('/auth/registration', {});
  return data?.registration;
}
