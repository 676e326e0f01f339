import type http from 'node:http';
import helmet from 'helmet';

const helmetHeaders = helmet({
  // The API answers JSON; its only page, the explorer, sets its own policy (explorer.ts).
  contentSecurityPolicy: false,
  // A public API, read by other sites' clients: its answers may be loaded cross-origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** helmet's headers (X-Content-Type-Options: nosniff, X-Frame-Options, HSTS, ...) on every response. */
export function setSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => helmetHeaders(req, res, (error) => (error ? reject(error) : resolve())));
}
