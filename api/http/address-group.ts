import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail or `::`), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%', 1)[0]!;
  if (!isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (rest === null) return front;
  const back = parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What abuse limits count a client by: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber's line or one host's allocation: a visitor given a /64 can use 2^64 addresses), an IPv4
 * address written as IPv6 (`::ffff:1.2.3.4`) as that IPv4 address. Anything else is returned unchanged.
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
