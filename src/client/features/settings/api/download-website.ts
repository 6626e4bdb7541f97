import { apiFile } from '../../../lib/api-client';

/** GET website/download: the live website as a zip, saved by the browser (the API needs the session, so a plain link cannot fetch it). */
export async function downloadWebsiteZip(slug: string): Promise<void> {
  const blob = await apiFile('website/download');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}-website.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
