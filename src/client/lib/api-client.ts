import { GENERIC_ERROR, stripStatus } from '../../shared/error-messages';
import { sessionStore } from './session';
import { getPublicConfig } from './public-config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message a user should see for a failed call (spec §8: a leading '[400] ' is dropped). */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message.replace(/^\[400\]\s*/, '') || GENERIC_ERROR;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function authHeaders(accept: string): Promise<Record<string, string>> {
  // Both together: on a cold load each is a round trip, and the first API call waits for the two.
  const [token, { apiKey }] = await Promise.all([sessionStore.accessToken(), getPublicConfig()]);
  const headers: Record<string, string> = { accept };
  if (token) headers.authorization = `Bearer ${token}`;
  if (apiKey) headers['x-api-key'] = apiKey;
  return headers;
}

/** A file from the product API (e.g. a CSV export), fetched with the session like every call. */
export async function apiFile(path: string): Promise<Blob> {
  const headers = await authHeaders('*/*');
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Could not reach Website Works. Check your connection and try again.');
  }
  if (!res.ok) throw new ApiError(res.status, 'The download did not work. Please try again in a moment.');
  return res.blob();
}

/**
 * Calls the product API with the access token as Authorization and, where configured, the api key.
 * It only throws ApiError: toasts, redirects and the refresh guard are the callers' business.
 */
export async function api<T>(method: Method, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const send = async () => {
    const headers = await authHeaders('application/json');
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(`/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: init?.signal,
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, 'Could not reach Website Works. Check your connection and try again.');
    }
  };
  let res = await send();
  // The token was refused before it expired (a new password or "sign out everywhere" on another device,
  // a session ended): ask once for a fresh one. With no session left, the store signs this tab out.
  if (res.status === 401 && (await sessionStore.refresh())) res = await send();
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && 'errorMessage' in data && typeof data.errorMessage === 'string'
        ? stripStatus(data.errorMessage) || GENERIC_ERROR
        : GENERIC_ERROR;
    throw new ApiError(res.status, message);
  }
  return data as T;
}
