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
      {
        leadId: 'b',
        name: 'Sam',
        contact: '0161 555 0100',
        contactKind: 'phone',
        message: 'Leak under the sink',
        receivedOn: '2026-03-03T09:30:00.000Z',
        read: false,
        mailState: 'sent',
        quote: { job: 'Leak repairs', place: 'M1 4BT', photos: [{ position: 1, width: 4032, height: 3024, color: '#777777', small: '/s', large: '/l' }] },
      },
    ]);
    expect(csv).toBe(
      '\uFEFFReceived (UTC),Name,E-mail or phone,Message,Read,Job,Postcode or town,Photos\r\n2026-03-02 10:00:00,Zoë,z@example.net,Hi,yes,,,\r\n2026-03-03 09:30:00,Sam,0161 555 0100,Leak under the sink,no,Leak repairs,M1 4BT,1\r\n',
    );
  });
});
