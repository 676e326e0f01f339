import { registerEnumType } from 'type-graphql';

/** What a webhook can be told about; the value is the `type` of the delivered event. */
export enum WebhookEvent {
  MATCH_RESOLVED = 'match.resolved',
  MATCH_VOIDED = 'match.voided',
  STANDINGS_CHANGED = 'standings.changed',
}

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'An event a webhook subscribes to; the body of a delivery names it in `type` (e.g. "match.resolved").',
  valuesConfig: {
    MATCH_RESOLVED: { description: '"match.resolved": a match was resolved (its awards applied).' },
    MATCH_VOIDED: { description: '"match.voided": a match was voided (a resolution, if any, reversed).' },
    STANDINGS_CHANGED: { description: '"standings.changed": a league match was resolved or a resolved one voided, so its league table moved.' },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Not yet answered with a 2xx: waiting for its first attempt or its next retry.' },
    DELIVERED: { description: 'An attempt was answered with a 2xx.' },
    FAILED: { description: 'Every attempt failed; replay it to try again.' },
  },
});
