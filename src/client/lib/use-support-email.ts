import { useEffect, useState } from 'react';
import { getPublicConfig } from './public-config';

/** The support address from configuration (spec placeholder {email}); undefined until loaded. */
export function useSupportEmail() {
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    void getPublicConfig().then((c) => setEmail(c.supportEmail));
  }, []);
  return email;
}
