import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Loopback: the console (or a proxy) on the same machine. */
const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1/8', '::1'];

/**
 * Which peers may say who the client is: TRUSTED_PROXIES, comma-separated addresses and CIDRs
 * (default loopback). An address that is not one throws at start-up.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): (address: string, hop: number) => boolean {
  const listed = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(env.TRUSTED_PROXIES === undefined ? DEFAULT_TRUSTED_PROXIES : listed);
}

/**
 * The address of the client: the socket's peer, unless that peer is a trusted proxy, in which case
 * the right-most X-Forwarded-For hop that is not itself trusted (what Express's `trust proxy` does).
 */
export function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  if (!req.socket.remoteAddress) return 'unknown';
  return proxyaddr(req, trust);
}
