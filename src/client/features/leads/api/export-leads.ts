import { apiFile } from '../../../lib/api-client';

/** GET leads.csv, saved by the browser as a file (the API needs the session, so a plain link cannot fetch it). */
export async function downloadLeadsCsv(): Promise<void> {
  const blob = await apiFile('leads.csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
