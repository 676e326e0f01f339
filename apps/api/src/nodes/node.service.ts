import { GraphQLError } from 'graphql';
import { ApiKey } from '../api-keys/api-key.entity';
import { can } from '../auth/policy';
import { Feat } from '../catalogues/feat.entity';
import { Item } from '../catalogues/item.entity';
import { Power } from '../catalogues/power.entity';
import { Scenario } from '../catalogues/scenario.entity';
import { CharacterService } from '../characters/character.service';
import { fromGlobalId, isRawRowId, markNode } from '../common/global-id';
import { RequestContext } from '../context';
import { LeagueService } from '../leagues/league.service';
import { MatchEvent, MatchFigure } from '../matches/match.entity';
import { ResolutionProposal } from '../matches/resolution-proposal.entity';
import { MatchResolutionRecord } from '../matches/resolution.entity';
import { MatchService } from '../matches/match.service';
import { matchRedaction, redactEvent, redactFigure } from '../matches/match.visibility';
import { LedgerService } from '../teams/ledger.service';
import { TeamItem } from '../teams/team.entity';
import { TeamService } from '../teams/team.service';
import { Webhook, WebhookDelivery } from '../webhooks/webhook.entity';
import { manageAction } from '../webhooks/webhook.service';
import { rowLoader } from './node.reads';

/** The most ids one `nodes` takes, as a page takes at most 100 items. */
export const MAX_NODES = 100;

/** One type's lookup by row id, as the viewer may see it: null for a missing row and for one hidden from the viewer. */
type Lookup = (ctx: RequestContext, rowId: string) => Promise<object | null>;

const row =
  <T extends { id: string }>(entity: new () => T) =>
  (ctx: RequestContext, id: string) =>
    rowLoader(ctx.loaders, ctx.em, entity).load(id);

/** Shown exactly when its character is: a hidden character's version or membership is as missing as he is. */
const withCharacter =
  <T extends { characterId: string }>(load: (ctx: RequestContext, id: string) => Promise<T | null>): Lookup =>
  async (ctx, id) => {
    const found = await load(ctx, id);
    return found && (await CharacterService.findById(ctx, found.characterId)) ? found : null;
  };

/** Shown exactly when its match is. */
const withMatch =
  <T extends { matchId: string }>(load: (ctx: RequestContext, id: string) => Promise<T | null>): Lookup =>
  async (ctx, id) => {
    const found = await load(ctx, id);
    return found && (await MatchService.find(ctx, found.matchId)) ? found : null;
  };

const webhookFor = (ctx: RequestContext, webhook: Webhook | null) => (webhook && can(ctx.viewer, webhook.worldId, manageAction(webhook)) ? webhook : null);

/**
 * Every `Node` type and how `node(id:)` finds it: through the loaders and services its own lookups
 * use (`character(id:)`, `team(id:)`, a team's members, a webhook's deliveries...), so it answers
 * exactly what they answer for the viewer, and `nodes` of many ids costs a statement per type.
 */
const LOOKUPS: Record<string, Lookup> = {
  World: (ctx, id) => ctx.loaders.worldById.load(id),
  Character: (ctx, id) => CharacterService.findById(ctx, id),
  CharacterVersion: withCharacter((ctx, id) => ctx.loaders.matchVersionById.load(id)),
  Team: (ctx, id) => TeamService.findById(ctx, id),
  TeamMember: withCharacter((ctx, id) => ctx.loaders.teamMemberById.load(id)),
  TeamItem: row(TeamItem),
  LedgerEntry: async (ctx, id) => {
    const entry = await ctx.loaders.ledgerEntryById.load(id);
    const team = entry && (await ctx.loaders.teamById.load(entry.teamId));
    return (team && (await LedgerService.forViewer(ctx, team.worldId, [entry]))[0]) ?? null;
  },
  DiceRoll: (ctx, id) => ctx.loaders.diceRollById.load(id),
  Match: (ctx, id) => MatchService.find(ctx, id),
  MatchSide: (ctx, id) => ctx.loaders.matchSideById.load(id),
  // A proposal and an applied resolution show as their match does; what they say of hidden characters is redacted by their fields.
  ResolutionProposal: withMatch(row(ResolutionProposal)),
  MatchResolutionRecord: withMatch(row(MatchResolutionRecord)),
  // A figure shows as its match does, and as the match's `figures` answers it: a hidden character's without its member.
  MatchFigure: async (ctx, id) => {
    const figure = await row(MatchFigure)(ctx, id);
    const match = figure && (await MatchService.find(ctx, figure.matchId));
    return match ? redactFigure(figure, await matchRedaction(ctx, match)) : null;
  },
  MatchEvent: async (ctx, id) => {
    const event = await row(MatchEvent)(ctx, id);
    const match = event && (await ctx.loaders.matchById.load(event.matchId));
    return match ? redactEvent(event, await matchRedaction(ctx, match)) : null;
  },
  League: (ctx, id) => LeagueService.find(ctx, id),
  Scenario: row(Scenario),
  Feat: row(Feat),
  Item: row(Item),
  Power: row(Power),
  Account: (ctx, id) => ctx.loaders.accountById.load(id),
  ApiKey: async (ctx, id) => {
    const key = await row(ApiKey)(ctx, id);
    return key && can(ctx.viewer, key.worldId, 'apiKey.manage') ? key : null;
  },
  Webhook: async (ctx, id) => webhookFor(ctx, await row(Webhook)(ctx, id)),
  WebhookDelivery: async (ctx, id) => {
    const delivery = await row(WebhookDelivery)(ctx, id);
    return delivery && webhookFor(ctx, await row(Webhook)(ctx, delivery.webhookId)) ? delivery : null;
  },
};

const malformed = (argumentName: string, id: string) =>
  new GraphQLError(`${argumentName} is not a global id: ${JSON.stringify(id.slice(0, 60))}. Pass an object's \`id\` as the API answered it.`, {
    extensions: { code: 'BAD_USER_INPUT', argumentName },
  });

export class NodeService {
  /**
   * The object a global id names, as its own lookup answers it for the viewer; null for an unknown
   * or hidden one. What is no global id (a raw UUID, a typo) is a BAD_USER_INPUT error, answered
   * in place of the object (the caller throws it, or `nodes` answers null with it at that index).
   */
  static async find(ctx: RequestContext, id: string, argumentName: string): Promise<object | null | GraphQLError> {
    const decoded = fromGlobalId(id);
    const lookup = decoded && LOOKUPS[decoded.typeName];
    if (!decoded || !lookup) return malformed(argumentName, id);
    return NodeService.lookup(ctx, decoded.typeName, decoded.rowId);
  }

  /** The object of this Node type and row, as `node` answers it for the viewer (null for an unknown or hidden one, or a type that is no Node). */
  static async lookup(ctx: RequestContext, typeName: string, rowId: string): Promise<object | null> {
    const lookup = LOOKUPS[typeName];
    if (!lookup || !isRawRowId(rowId)) return null;
    const found = await lookup(ctx, rowId);
    return found && markNode(found, typeName);
  }

  /** Each id's object, in the order given (null for the unknown and hidden ones); more than MAX_NODES ids is refused. */
  static findMany(ctx: RequestContext, ids: string[]): Promise<(object | null | GraphQLError)[]> {
    if (ids.length > MAX_NODES) {
      throw new GraphQLError(`ids takes at most ${MAX_NODES} ids; got ${ids.length}`, { extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids' } });
    }
    return Promise.all(ids.map((id, i) => NodeService.find(ctx, id, `ids[${i}]`)));
  }
}
