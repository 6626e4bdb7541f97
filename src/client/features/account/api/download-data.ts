import { apiFile } from '../../../lib/api-client';

/** GET account/data: everything kept about the account as one JSON file, saved by the browser. */
export async function downloadAccountData(): Promise<void> {
  const blob = await apiFile('account/data');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `website-works-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
