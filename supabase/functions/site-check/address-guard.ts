import ipaddr from 'npm:ipaddr.js@2.5.0';
import { RefusedTarget } from './target-url.ts';

/*
 * Which addresses the check may connect to (OWASP SSRF cheat sheet): only public unicast ones. ipaddr.js
 * classifies an address into its IANA special-purpose range; every range but plain unicast is refused:
 * loopback, private, link-local (169.254.169.254, the cloud metadata address, among them), carrier-grade
 * NAT, multicast, broadcast, unspecified, reserved and documentation ranges, IPv6 unique-local
 * (fd00:ec2::254, AWS's IPv6 metadata address), IPv4-mapped, NAT64, 6to4 and Teredo (each can reach an
 * IPv4 address behind it).
 */

/** Names that are never on the public internet, whatever a resolver answers for them. */
const PRIVATE_NAME_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
  'corp',
];

/** Cloud metadata endpoints by name (metadata.google.internal is also covered by .internal). */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata',
  'instance-data',
  'metadata.azure.internal',
]);

/**
 * IPv6 forms that carry an IPv4 address ipaddr.js still calls unicast: IPv4-compatible (::/96, as in
 * [::127.0.0.1]), local-use NAT64 (64:ff9b:1::/48) and ISATAP interface identifiers (…:0:5efe:a.b.c.d, and
 * 200:5efe). The forms it names (mapped, translated, NAT64, 6to4, Teredo) are refused by their range.
 */
function embedsIPv4(parts: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = parts;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0) return true;
  if (a === 0x64 && b === 0xff9b && c === 1) return true;
  return (e & 0xfdff) === 0 && f === 0x5efe;
}

/** True for a public unicast address; false for anything else, unparseable included. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || !embedsIPv4((parsed as ipaddr.IPv6).parts);
}

/** The URL's host when it is an IP literal (URL keeps IPv6 in brackets), else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : null;
}

/** Refuses names that only ever mean something inside a network: localhost, *.internal, single labels. */
export function checkHostName(hostname: string): void {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const refused =
    name === '' ||
    !name.includes('.') ||
    METADATA_NAMES.has(name) ||
    PRIVATE_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
  if (refused) throw new RefusedTarget('private_address', 'That address is not on the public internet.');
}

/** Every answer must be public: one private answer means the name is (or may become) an inside address. */
export function checkResolvedAddresses(addresses: readonly string[]): string[] {
  if (addresses.length === 0) throw new RefusedTarget('not_found', 'That website could not be found.');
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined)
    throw new RefusedTarget('private_address', 'That address is not on the public internet.');
  return addresses.map((address) => ipaddr.parse(address).toString());
}
