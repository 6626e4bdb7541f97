import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { addressProblem, safeFetch } from '../../../src/server/modules/importing/safe-fetch';

/*
 * Issue 21, item 5: the safe-fetch address rule refuses everything that is not global unicast. The
 * blocks below are the IANA special-purpose address registries (iana-ipv4-special-registry and
 * iana-ipv6-special-registry, as of 2025), each entry as the registry names it, plus the other
 * non-unicast space the issue names (multicast, the deprecated site-local and IPv4-compatible forms).
 * Each block is probed at its first and last address and one in between.
 */
const IPV4_SPECIAL: [string, string][] = [
  ['0.0.0.0/8', '"This network"'],
  ['0.0.0.0/32', '"This host on this network"'],
  ['10.0.0.0/8', 'Private-Use'],
  ['100.64.0.0/10', 'Shared Address Space'],
  ['127.0.0.0/8', 'Loopback'],
  ['169.254.0.0/16', 'Link Local'],
  ['172.16.0.0/12', 'Private-Use'],
  ['192.0.0.0/24', 'IETF Protocol Assignments'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix'],
  ['192.0.0.8/32', 'IPv4 dummy address'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)'],
  ['192.88.99.2/32', '6a44-relay anycast address'],
  ['192.168.0.0/16', 'Private-Use'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service'],
  ['198.18.0.0/15', 'Benchmarking'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3)'],
  ['240.0.0.0/4', 'Reserved'],
  ['255.255.255.255/32', 'Limited Broadcast'],
  // Not in the special-purpose registry, not unicast either.
  ['224.0.0.0/4', 'Multicast (iana-ipv4-address-space)'],
];

const IPV6_SPECIAL: [string, string][] = [
  ['::1/128', 'Loopback Address'],
  ['::/128', 'Unspecified Address'],
  ['::ffff:0:0/96', 'IPv4-mapped Address'],
  ['64:ff9b::/96', 'IPv4-IPv6 Translat.'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translat. (local use)'],
  ['100::/64', 'Discard-Only Address Block'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix'],
  ['2001::/23', 'IETF Protocol Assignments'],
  ['2001::/32', 'TEREDO'],
  ['2001:1::1/128', 'Port Control Protocol Anycast'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast'],
  ['2001:2::/48', 'Benchmarking'],
  ['2001:3::/32', 'AMT'],
  ['2001:4:112::/48', 'AS112-v6'],
  ['2001:10::/28', 'Deprecated (previously ORCHID)'],
  ['2001:20::/28', 'ORCHIDv2'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix'],
  ['2001:db8::/32', 'Documentation'],
  ['2002::/16', '6to4'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service'],
  ['3fff::/20', 'Documentation'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs'],
  ['fc00::/7', 'Unique-Local'],
  ['fe80::/10', 'Link-Local Unicast'],
  // Outside the special-purpose registry, still not global unicast.
  ['::/96', 'IPv4-compatible (deprecated, RFC 4291)'],
  ['::ffff:0:0:0/96', 'IPv4-translated (RFC 6145)'],
  ['fec0::/10', 'Site-local (deprecated, RFC 3879)'],
  ['ff00::/8', 'Multicast'],
  ['4000::/3', 'Unallocated (outside 2000::/3)'],
];

/** The first, a middle and the last address of a block (computed here, not by the rule under test). */
function probes(cidr: string): string[] {
  const [network, length] = ipaddr.parseCIDR(cidr);
  const bytes = network.toByteArray();
  const bits = bytes.length * 8;
  const value = bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
  const size = 1n << BigInt(bits - length);
  const first = value & ~(size - 1n);
  const toAddress = (n: bigint) => {
    const out: number[] = [];
    for (let i = 0; i < bytes.length; i++) out.unshift(Number((n >> BigInt(8 * i)) & 0xffn));
    return ipaddr.fromByteArray(out).toString();
  };
  return [...new Set([toAddress(first), toAddress(first + size / 2n + 1n > first + size - 1n ? first : first + size / 2n + 1n), toAddress(first + size - 1n)])];
}

describe('the safe-fetch address rule (issue 21, item 5)', () => {
  it.each([...IPV4_SPECIAL, ...IPV6_SPECIAL])('refuses %s (%s)', (cidr) => {
    for (const address of probes(cidr)) expect(addressProblem(address), `${address} of ${cidr}`).toBeDefined();
  });

  it('refuses the IPv6 spellings the issue found getting through', () => {
    for (const address of ['::7f00:1', '::a9fe:a9fe', '::ffff:7f00:1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '64:ff9b:1::a00:1', '2002:7f00:1::', '2002:a9fe:a9fe::1', 'fec0::1', '::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe', '2001:0:4136:e378:8000:63bf:3fff:fdd2']) {
      expect(addressProblem(address), address).toBeDefined();
    }
  });

  it('lets public addresses through, and loopback only where the test setting allows it', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2606:2800:220:1::']) {
      expect(addressProblem(address), address).toBeUndefined();
    }
    expect(addressProblem('127.0.0.1', true)).toBeUndefined();
    expect(addressProblem('::1', true)).toBeUndefined();
    expect(addressProblem('10.0.0.1', true)).toBeDefined();
    expect(addressProblem('::7f00:1', true)).toBeDefined();
  });

  it('refuses those addresses written into the page address, with a sentence', async () => {
    for (const host of ['[::7f00:1]', '[::a9fe:a9fe]', '[64:ff9b:1::a00:1]', '[2002:7f00:1::]', '[fec0::1]', '[::ffff:7f00:1]', '[::ffff:0:a9fe:a9fe]', '0x7f.1', '2130706433']) {
      await expect(safeFetch(`http://${host}/`), host).rejects.toThrow("That address points into a private network, so we can't read it. Use your website's public address.");
    }
  });
});
