import { Length, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { Character } from '../characters/character.entity';
import { MAX_PAGE_SIZE } from '../common/pagination';
import { League } from '../leagues/league.entity';
import { Match } from '../matches/match.entity';
import { Team } from '../teams/team.entity';

/** The longest text the search box takes. */
const MAX_SEARCH_LENGTH = 100;

@ArgsType()
export class SearchArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;

  @Field(() => String, { description: `What to look for in names, 1 to ${MAX_SEARCH_LENGTH} characters: any case, accents aside; % and _ are literal.` })
  @Length(1, MAX_SEARCH_LENGTH, { message: `$property must be 1 to ${MAX_SEARCH_LENGTH} characters long` })
  query: string;

  @Field(() => Int, { defaultValue: 10, description: `At most this many of each kind, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` })
  first: number;
}

@ObjectType({ description: 'The characters a search found, by name.' })
class CharacterSearchHits {
  @Field(() => Int, { description: 'How many match in all (more than `nodes` holds when more than `first` match).' }) totalCount: number;
  @Field(() => [Character], { complexity: 1, description: 'The first `first` of them, by name.' }) nodes: Character[];
}

@ObjectType({ description: 'The teams a search found, by name.' })
class TeamSearchHits {
  @Field(() => Int, { description: 'How many match in all (more than `nodes` holds when more than `first` match).' }) totalCount: number;
  @Field(() => [Team], { complexity: 1, description: 'The first `first` of them, by name.' }) nodes: Team[];
}

@ObjectType({ description: 'The matches a search found by the name of a team on one of their sides, newest first.' })
class MatchSearchHits {
  @Field(() => Int, { description: 'How many match in all (more than `nodes` holds when more than `first` match).' }) totalCount: number;
  @Field(() => [Match], { complexity: 1, description: 'The first `first` of them, newest first.' }) nodes: Match[];
}

@ObjectType({ description: 'The leagues a search found, by name.' })
class LeagueSearchHits {
  @Field(() => Int, { description: 'How many match in all (more than `nodes` holds when more than `first` match).' }) totalCount: number;
  @Field(() => [League], { complexity: 1, description: 'The first `first` of them, by name (then season).' }) nodes: League[];
}

@ObjectType({ description: "What a world's search found, kind by kind." })
export class SearchResults {
  @Field(() => CharacterSearchHits, { description: 'Characters by name; a hidden one only for whoever the characters list shows it to.' })
  characters: CharacterSearchHits;
  @Field(() => TeamSearchHits, { description: 'Teams by name.' }) teams: TeamSearchHits;
  @Field(() => MatchSearchHits, { description: 'Matches by the names of their sides’ teams.' }) matches: MatchSearchHits;
  @Field(() => LeagueSearchHits, { description: 'Leagues by name.' }) leagues: LeagueSearchHits;
}
