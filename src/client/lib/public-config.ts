export interface PublicConfig {
  supportEmail: string;
  google: 'google' | 'oidc' | null;
  apiKey: string | null;
  /** Uploaded images' public URLs start with this. */
  mediaBaseUrl?: string;
  maxUploadBytes?: number;
}

let pending: Promise<PublicConfig> | undefined;

/** What the server lets the browser know (GET /api/config), fetched once. */
export function getPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : Promise.reject(new Error(String(r.status)))))
    .catch(() => {
      pending = undefined;
      return { supportEmail: 'support@example.com', google: null, apiKey: null };
    });
  return pending;
}
