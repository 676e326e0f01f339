import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { RequestContext } from '../context';
import { Team } from '../teams/team.entity';
import { Currency, TeamAlignment } from '../teams/team.enums';
import { Renown, renownOf } from '../teams/team.types';
import { PrestigePoint, PrestigeTableEntry, StandingRow } from './league.entity';

/**
 * `renown` on every type that reads a team's Prestige or Infamy: one type, one sign (as the rules
 * write it), where the team had `prestige` and `infamy` and the table `balance` and `currency`.
 */
@Resolver(() => Team)
export class TeamRenownResolver {
  @FieldResolver(() => Renown, { description: "The team's Prestige (a hero team) or Infamy (a villain team), signed as the rules write it (see `Renown`)." })
  async renown(@Root() team: Team, @Ctx() ctx: RequestContext): Promise<Renown> {
    const currency = team.alignment === TeamAlignment.HERO ? Currency.PRESTIGE : Currency.INFAMY;
    return renownOf(team.alignment, (await ctx.loaders.teamBalancesByTeamId.load(team.id)).get(currency) ?? 0);
  }
}

@Resolver(() => StandingRow)
export class StandingRowRenownResolver {
  @FieldResolver(() => Renown, {
    description:
      "What the team's league matches changed of its Prestige (a hero team) or Infamy (a villain team), signed as the rules write it (see `Renown`).",
  })
  async renown(@Root() row: StandingRow, @Ctx() ctx: RequestContext): Promise<Renown> {
    // The standings read primes the league's teams, so this costs no statement.
    const team = (await ctx.loaders.teamById.load(row.teamId))!;
    return renownOf(team.alignment, row.prestige);
  }
}

@Resolver(() => PrestigeTableEntry)
export class PrestigeTableEntryRenownResolver {
  @FieldResolver(() => Renown, { description: "The team's Prestige or Infamy as the ledger keeps it, signed as the rules write it (see `Renown`)." })
  renown(@Root() entry: PrestigeTableEntry): Renown {
    return { currency: entry.currency, value: entry.balance };
  }
}

@Resolver(() => PrestigePoint)
export class PrestigePointRenownResolver {
  @FieldResolver(() => Renown, { description: "The team's Prestige or Infamy right after the match was applied, signed as the rules write it (see `Renown`)." })
  renown(@Root() point: PrestigePoint): Renown {
    return { currency: point.currency, value: point.balanceAfter };
  }
}
