import type { CampaignProblem, CampaignRejection } from './types';

/** A Rejection led by the first of `problems` (which must not be empty). */
export function rejection<Code extends string>(problems: CampaignProblem<Code>[]): CampaignRejection<Code> {
  return { ok: false, reason: problems[0].reason, message: problems[0].message, problems };
}
