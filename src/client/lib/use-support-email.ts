import { usePublicConfig } from './public-config';

/** The support address from configuration (spec placeholder {email}); undefined until loaded. */
export function useSupportEmail(): string | undefined {
  return usePublicConfig()?.supportEmail;
}
