/**
 * The address a client's auth attempts are counted under. An IPv4 address is one client; one
 * IPv6 subscriber is usually given a whole /64, so counting each of its addresses apart would let
 * it try without limit: its attempts are counted by that /64.
 */
import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, '::' filled out; an IPv4 tail counts as two. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groupsOf(head);
  const after = groupsOf(tail ?? '');
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? [] : Array(8 - width(before) - width(after)).fill('0');
  return [...before, ...zeros, ...after];
}

export function throttledAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
