import type { Lead } from '../../../shared/leads-schema';

/*
 * Leads as CSV (RFC 4180) for spreadsheet apps. A cell a spreadsheet would run as a formula (it starts
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, which spreadsheets show as
 * text: a visitor's message can never become a formula on the owner's computer (OWASP's advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [
    // A quote request's job, place and number of photos come last (issue 25), so the first columns stay where they were.
    ['Received (UTC)', 'Name', 'E-mail or phone', 'Message', 'Read', 'Job', 'Postcode or town', 'Photos'],
    ...leads.map((l) => [
      l.receivedOn.replace('T', ' ').replace(/\.\d+Z$/, ''),
      l.name,
      l.contact,
      l.message,
      l.read ? 'yes' : 'no',
      l.quote?.job ?? '',
      l.quote?.place ?? '',
      l.quote ? String(l.quote.photos.length) : '',
    ]),
  ];
  // A byte-order mark, so spreadsheet apps read the file as UTF-8 (names with accents stay intact).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
