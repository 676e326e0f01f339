import type { LookupAddress } from 'node:dns';
import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_ERROR_CODES } from './webhook.errors';

const MAX_WEBHOOK_URL_LENGTH = 2000;

type DestinationCode = 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_NOT_HTTPS' | 'WEBHOOK_ADDRESS_REFUSED' | 'WEBHOOK_HOST_UNRESOLVED';

export interface DestinationProblem {
  code: (typeof WEBHOOK_ERROR_CODES)[DestinationCode];
  message: string;
}

/**
 * Development and tests may send plain http to loopback and reach any address; everywhere else
 * (NODE_ENV production, or unset) only https to public addresses. Read at every check, so a
 * process's mode is the one its environment has now.
 */
function lenientNetwork(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';
}

/** The URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

const problem = (code: DestinationCode, message: string): DestinationProblem => ({ code: WEBHOOK_ERROR_CODES[code], message });

/** The URL, or why it cannot be a webhook's, judged on its form alone (no DNS). */
function parseWebhookUrl(raw: string): URL | DestinationProblem {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return problem('WEBHOOK_URL_INVALID', `the URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('WEBHOOK_URL_INVALID', 'not an absolute URL, e.g. https://example.com/clix-events');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem('WEBHOOK_URL_INVALID', 'the URL must start with https://');
  if (url.username || url.password) return problem('WEBHOOK_URL_INVALID', 'the URL must not hold a user name or password: verify the signature instead');
  const host = hostOf(url);
  if (url.protocol === 'http:') {
    if (!lenientNetwork()) return problem('WEBHOOK_URL_NOT_HTTPS', 'the URL must use https');
    const loopback = net.isIP(host) ? ipaddr.process(host).range() === 'loopback' : isLoopbackName(host);
    if (!loopback) return problem('WEBHOOK_URL_NOT_HTTPS', 'plain http is accepted only to a loopback address (localhost); use https');
  } else if (!lenientNetwork() && isLoopbackName(host)) {
    return problem('WEBHOOK_ADDRESS_REFUSED', `${host} is a loopback name`);
  }
  return url;
}

/** Why this address must not receive a delivery for this URL, or null. */
function addressProblem(address: string, url: URL): string | null {
  const range = ipaddr.process(address).range();
  const host = hostOf(url) === address ? address : `${hostOf(url)} (${address})`;
  if (url.protocol === 'http:' && range !== 'loopback') return `plain http goes to loopback only, and ${host} is not`;
  if (!lenientNetwork() && range !== 'unicast') return `${host} is a ${range} address`;
  return null;
}

/**
 * Every address the URL's host stands for (an IP literal stands for itself), each one checked: a
 * name that resolves to one refused address among public ones is refused. The caller connects
 * to these very addresses, so a second lookup cannot swap in another (DNS rebinding).
 */
export async function resolveDestination(url: URL): Promise<LookupAddress[] | DestinationProblem> {
  const host = hostOf(url);
  let addresses: LookupAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch (error) {
      return problem('WEBHOOK_HOST_UNRESOLVED', `${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'no address'})`);
    }
  }
  for (const { address } of addresses) {
    const refused = addressProblem(address, url);
    if (refused) return problem('WEBHOOK_ADDRESS_REFUSED', refused);
  }
  return addresses;
}

/** The URL fit to register: its form always, and in production the addresses its host resolves to now. */
export async function checkWebhookUrl(raw: string): Promise<URL | DestinationProblem> {
  const url = parseWebhookUrl(raw);
  if (!(url instanceof URL) || lenientNetwork()) return url;
  const addresses = await resolveDestination(url);
  return Array.isArray(addresses) ? url : addresses;
}
