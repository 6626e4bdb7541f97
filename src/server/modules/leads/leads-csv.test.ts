import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from './leads-csv';

describe('leads CSV', () => {
  it('quotes what needs quoting and leaves plain text alone', () => {
    expect(csvCell('Jane')).toBe('Jane');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('never lets a cell start a formula in a spreadsheet', () => {
    for (const attack of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      expect(csvCell(attack).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
  });

  it('writes a header, one row per lead, CRLF line ends and a UTF-8 byte-order mark', () => {
    const csv = leadsCsv([
      { leadId: 'a', name: 'Zoë', contact: 'z@example.net', contactKind: 'email', message: 'Hi', receivedOn: '2026-03-02T10:00:00.123Z', read: true, mailState: 'sent' },
    ]);
    expect(csv).toBe('\uFEFFReceived (UTC),Name,E-mail or phone,Message,Read\r\n2026-03-02 10:00:00,Zoë,z@example.net,Hi,yes\r\n');
  });
});
