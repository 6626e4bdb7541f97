import { describe, expect, it } from 'vitest';
import { checkMediaUrl, normalisedHost } from './media-keys';

/** Finding 4 of issue 9: the "only your own uploads" check compared origins as text. */
describe('checkMediaUrl on parsed, normalised URLs', () => {
  const media = 'http://localhost:3001/media/';
  const app = 'http://localhost:3000';
  const mine = 'u/me/0123456789abcdef-logo.png';
  const theirs = 'u/them/0123456789abcdef-logo.png';
  const check = (value: string, base = media, appUrl = app) => checkMediaUrl(value, 'me', base, appUrl).kind;

  it('accepts the owner\'s own upload on the media origin, and links to other hosts', () => {
    expect(check(`${media}${mine}`)).toBe('own');
    expect(check('https://images.example.com/logo.png')).toBe('external');
  });

  it('refuses another account\'s upload however our host is spelled', () => {
    for (const host of ['localhost:3001', '127.0.0.1:3001', 'localhost.:3001', '[::1]:3001', 'LOCALHOST:3001', '127.1:3001', '2130706433:3001', '0x7f.0.0.1:3001', '[::ffff:127.0.0.1]:3001', '0.0.0.0:3001', 'localhost:80', 'a.localhost:3001', 'localhost:3000']) {
      expect(check(`http://${host}/media/${theirs}`), host).toBe('foreign');
      expect(check(`https://${host}/media/${theirs}`), `https ${host}`).toBe('foreign');
    }
  });

  it('refuses the owner\'s own key on another spelling of our host (only the address we gave out is used)', () => {
    expect(check(`http://127.0.0.1:3001/media/${mine}`)).toBe('foreign');
    expect(check(`http://localhost.:3001/media/${mine}`)).toBe('foreign');
  });

  it('refuses one of our media keys on any other host (custom domains and aliases serve /media/ too)', () => {
    expect(check(`https://owners-domain.example/media/${theirs}`)).toBe('foreign');
    expect(check(`https://127.0.0.1.nip.io:3001/media/${theirs}`)).toBe('foreign');
    expect(check(`https://cdn.example/media/u/them/not-our-key.txt`)).toBe('external');
  });

  it('normalises production hosts: case, IDNA, trailing dot, scheme and port', () => {
    const base = 'https://media.exämple.com/media/';
    expect(check(`https://MEDIA.xn--exmple-cua.com./media/${theirs}`, base, 'https://app.example.com')).toBe('foreign');
    expect(check(`http://media.exämple.com:8443/media/${theirs}`, base, 'https://app.example.com')).toBe('foreign');
    expect(check(`https://app.example.com./api/account`, base, 'https://app.example.com')).toBe('foreign');
    expect(check(`https://media.exämple.com/media/${mine}`, base, 'https://app.example.com')).toBe('own');
  });

  it('resolves dot segments and escapes before deciding', () => {
    expect(check(`${media}u/me/../them/0123456789abcdef-logo.png`)).toBe('foreign');
    expect(check(`${media}u/me/%2e%2e/them/0123456789abcdef-logo.png`)).toBe('foreign');
    expect(check(`${media}${mine}?x=1`)).toBe('foreign');
  });

  it('treats every name of this machine as one host', () => {
    expect(new Set(['localhost', 'localhost.', '127.0.0.1', '127.9.9.9', '[::1]', 'x.localhost', '0.0.0.0'].map(normalisedHost))).toEqual(new Set(['loopback']));
    expect(normalisedHost('Example.COM.')).toBe('example.com');
  });
});
