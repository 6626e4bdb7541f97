import { describe, expect, it } from 'vitest';
import { addressKey, deviceOf, referrerHost } from './visit-counter';

describe('visit counting helpers', () => {
  it('sorts browsers into phones, tablets and desktops', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('desktop');
  });

  it("keeps only the referring site's host, and nothing for links within the site or junk", () => {
    expect(referrerHost('https://www.google.com/search?q=plumber', 'acme.example')).toBe('google.com');
    expect(referrerHost('https://m.facebook.com/some/path', 'acme.example')).toBe('m.facebook.com');
    expect(referrerHost('android-app://com.google.android.gm/', 'acme.example')).toBe('com.google.android.gm');
    expect(referrerHost('https://acme.example/#contact', 'acme.example')).toBeNull();
    expect(referrerHost('not a url', 'acme.example')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'acme.example')).toBeNull();
    expect(referrerHost(undefined, 'acme.example')).toBeNull();
  });
});

describe('addressKey', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});
