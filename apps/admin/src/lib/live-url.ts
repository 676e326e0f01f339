import { apiUrl } from './graphql-request';

/**
 * Where the browser opens its live connection: API_PUBLIC_URL, the API's /graphql address as
 * browsers reach it, when the console knows the API by another (docker compose's http://api:4000);
 * else API_URL, the same machine (npm start). As ws:// or, behind TLS, wss://.
 */
export function liveUrl(): string {
  const url = new URL(process.env.API_PUBLIC_URL ?? apiUrl());
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.toString();
}
