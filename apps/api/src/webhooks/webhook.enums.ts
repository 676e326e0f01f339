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
    STANDINGS_CHANGED: {
      description:
        '"standings.changed": a league\'s table changed; `data.cause` says why: match.resolved, match.voided (a resolved match), league.team_joined, league.team_left, league.scoring_changed (scoring or tie-breakers), league.finalized, league.standings_rebuilt.',
    },
  },
});

/** Why a league's standings changed: `data.cause` of a standings.changed delivery. */
export enum StandingsChangeCause {
  MATCH_RESOLVED = 'match.resolved',
  /** A resolved match was voided: its result left the table. */
  MATCH_VOIDED = 'match.voided',
  TEAM_JOINED = 'league.team_joined',
  TEAM_LEFT = 'league.team_left',
  /** The points for a win, draw or loss, or the tie-breakers, changed. */
  SCORING_CHANGED = 'league.scoring_changed',
  FINALIZED = 'league.finalized',
  /** The repair job rebuilt the table from the recorded results (`clix-api rebuild-standings`). */
  STANDINGS_REBUILT = 'league.standings_rebuilt',
}

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
