/**
 * The API client and the toast queue the pages use. AuthProvider provides them, so a test that
 * hands AuthProvider a fake API and its own queue reaches every page with them too.
 */
import { createContext, useContext } from 'react';
import type { AppApi } from './api';
import type { ToastQueue } from './toasts';

export type AppServices = { api: AppApi; toasts: ToastQueue };

export const ServicesContext = createContext<AppServices | null>(null);

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Pages need an AuthProvider above them.');
  return services;
}

export const useApi = (): AppApi => useServices().api;
export const useToasts = (): ToastQueue => useServices().toasts;
