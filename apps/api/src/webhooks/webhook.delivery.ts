import { createHmac } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DataSource } from 'typeorm';
import { toGlobalId } from '../common/global-id-codec';
import { resolveDestination } from './webhook.destination';
import { deliveryToSend, recordAttempt } from './webhook.reads';

/** How long a receiver has to answer one attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** At most this much of an answer is read (and then thrown away): the status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe signs: the receiver checks both the MAC and the age. */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** A lookup that answers with the addresses already checked, so the connection goes where the check looked. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/** One POST of the body: redirects are not followed (a 3xx is a failure), and the answer's body is not kept. */
async function post(url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  const addresses = await resolveDestination(url);
  if (!Array.isArray(addresses)) return { statusCode: null, error: `refused: ${addresses.message}` };
  return new Promise<Answer>((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(addresses),
      agent: false,
      timeout: ATTEMPT_TIMEOUT_MS,
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ statusCode: null, error: error.message || String(error) }));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      const done = () => resolve({ statusCode, error: statusCode >= 200 && statusCode < 300 ? null : `answered HTTP ${statusCode}` });
      response.on('end', done);
      response.on('close', done);
    });
    request.end(body);
  });
}

/** The job's view of its attempt: which one it is and whether any follows. */
interface AttemptOf {
  number: number;
  last: boolean;
}

/**
 * One attempt at a delivery: POSTs its body, signed, and records the attempt (its answer or
 * error, and how long it took). Throws when the attempt failed, so the queue retries it; a
 * delivery whose webhook was deleted meanwhile is dropped.
 */
export async function attemptDelivery(dataSource: DataSource, deliveryId: string, attempt: AttemptOf): Promise<void> {
  const row = await deliveryToSend(dataSource.manager, deliveryId);
  if (!row || row.deliveredAt) return;
  const startedAt = new Date();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const answer = await post(
    new URL(row.url),
    {
      'content-type': 'application/json',
      'user-agent': 'Clix-Webhooks/1',
      'clix-event': row.event,
      // The delivery's global id, as `WebhookDelivery.id` answers it and replayWebhookDelivery takes it.
      'clix-delivery': toGlobalId('WebhookDelivery', row.id),
      'clix-signature': webhookSignature(row.secret, timestamp, row.body),
    },
    row.body,
  );
  const durationMs = Date.now() - startedAt.getTime();
  await recordAttempt(dataSource.manager, {
    deliveryId,
    number: attempt.number,
    startedAt,
    durationMs,
    statusCode: answer.statusCode,
    error: answer.error,
    last: attempt.last,
  });
  if (answer.error) throw new Error(answer.error);
}
