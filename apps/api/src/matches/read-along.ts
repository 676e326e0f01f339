import { ReadAlong } from '../common/projection';
import { Team } from '../teams/team.entity';
import { Match, MatchSide } from './match.entity';
import { MatchResolutionRecord } from './resolution.entity';

// What a matches page read along with its objects, which may be partial (common/projection.ts), for
// their field resolvers: a side's team, a match's resolution. Whole ones are also in the loaders.

/** The team of a side of a matches page (null: an NPC force). */
export const teamOfSide = new ReadAlong<MatchSide, Team | null>();

/** The stored resolution of a match of a matches page (null: none yet). */
export const resolutionOfMatch = new ReadAlong<Match, MatchResolutionRecord | null>();
