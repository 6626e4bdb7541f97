import { useEffect, useState } from 'react';

export interface PublicConfig {
  supportEmail: string;
  google: 'google' | 'oidc' | null;
  apiKey: string | null;
  /** Uploaded images' public URLs start with this. */
  mediaBaseUrl?: string;
  maxUploadBytes?: number;
  billing?: { provider: 'stripe' | 'test'; publishableKey: string | null; professionalPriceId: string };
  /** The stock-photo provider behind "Search photos", or null (absent) when the operator set no key. */
  photos?: 'unsplash' | 'pexels' | null;
}

let pending: Promise<PublicConfig> | undefined;

/** What the server lets the browser know (GET /api/config), fetched once. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    void getPublicConfig().then(setConfig);
  }, []);
  return config;
}

export function getPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : Promise.reject(new Error(String(r.status)))))
    .catch(() => {
      pending = undefined;
      return { supportEmail: 'support@example.com', google: null, apiKey: null };
    });
  return pending;
}
