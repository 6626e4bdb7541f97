import type { LightMyRequestResponse } from 'fastify';
import { bearer, jsonHeaders, type TestApp } from './test-app';

/** The caller's account id (the owner prefix of their media is `u/<accountId>/`). */
export async function accountIdOf(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`account failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { accountId: string }).accountId;
}

export interface ImageGrant {
  presignedUrl: string;
  fullKey: string;
  publicUrl: string;
}

export function requestUpload(t: TestApp, token: string, input: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/image/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input } });
}

export async function grantFor(t: TestApp, token: string, myKey: string, myContentType: string, footPrint: number): Promise<ImageGrant> {
  const res = await requestUpload(t, token, { myKey, myContentType, footPrint });
  if (res.statusCode !== 200) throw new Error(`image grant failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { image: ImageGrant }).image;
}

/** PUTs bytes to a local-disk upload URL (an app URL) the way a browser would. */
export function putToApp(t: TestApp, presignedUrl: string, body: Buffer, contentType: string, headers: Record<string, string> = {}) {
  const url = new URL(presignedUrl);
  return t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': contentType, ...headers }, payload: body });
}

/** Requests an upload URL and uploads the bytes; returns the grant. */
export async function uploadImage(t: TestApp, token: string, body: Buffer, contentType: string, name = 'photo.png'): Promise<ImageGrant> {
  const grant = await grantFor(t, token, name, contentType, body.length);
  const res = await putToApp(t, grant.presignedUrl, body, contentType);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return grant;
}

/** `POST /api/image/ready`: waits until the upload is processed (or says why it cannot be). */
export function imageReady(t: TestApp, token: string, fullKey: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/image/ready', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { fullKey } } });
}
