import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { World } from '../worlds/world.entity';
import { noSuchWorld, WorldService } from '../worlds/world.service';
import { entryKey } from './catalogue.loaders';
import { FeatsArgs, ItemsArgs, PowersArgs, ScenariosArgs, UpdateFeatInput, UpdateItemInput, UpdatePowerInput, UpdateScenarioInput } from './catalogue.inputs';
import { CatalogueService } from './catalogue.service';
import { Feat } from './feat.entity';
import { Item } from './item.entity';
import { Power } from './power.entity';
import { Scenario } from './scenario.entity';

@ObjectType({ description: 'A page of powers.' })
export class PowerConnection extends ConnectionType(Power, 'Power') {}
@ObjectType({ description: 'A page of feats.' })
export class FeatConnection extends ConnectionType(Feat, 'Feat') {}
@ObjectType({ description: 'A page of items and weapons.' })
export class ItemConnection extends ConnectionType(Item, 'Item') {}
@ObjectType({ description: 'A page of scenarios.' })
export class ScenarioConnection extends ConnectionType(Scenario, 'Scenario') {}

@ObjectType({ description: 'Result of updatePower: the power as saved.' })
export class PowerPayload {
  @Field(() => Power, { nullable: true, description: 'The power as saved; null when refused.' }) power: Power | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}
@ObjectType({ description: 'Result of updateFeat: the feat as saved.' })
export class FeatPayload {
  @Field(() => Feat, { nullable: true, description: 'The feat as saved; null when refused.' }) feat: Feat | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}
@ObjectType({ description: 'Result of updateItem: the item as saved.' })
export class ItemPayload {
  @Field(() => Item, { nullable: true, description: 'The item as saved; null when refused.' }) item: Item | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}
@ObjectType({ description: 'Result of updateScenario: the scenario as saved.' })
export class ScenarioPayload {
  @Field(() => Scenario, { nullable: true, description: 'The scenario as saved; null when refused.' }) scenario: Scenario | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@Resolver(() => Power)
export class PowerResolver {
  @Query(() => PowerConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A page of a world's powers (both rulesets' lists), in printed order.",
  })
  powers(@Ctx() ctx: RequestContext, @Args(() => PowersArgs) args: PowersArgs) {
    return CatalogueService.powers(ctx, args);
  }

  @Query(() => [String], {
    nullable: true,
    description:
      "The names a dial click may show in the world (createCharacter refuses any other with POWER_UNKNOWN): its powers, once each in printed order, then HorrorClix's Hourglass and Insanity.",
  })
  async dialPowerNames(@Ctx() ctx: RequestContext, @Arg('world', () => String, { description: 'World slug.' }) slug: string) {
    const world = (await WorldService.findBySlug(ctx, slug)) ?? noSuchWorld(slug);
    return CatalogueService.dialPowerNames(ctx, world.id);
  }

  @Mutation(() => PowerPayload, { description: "Creator only: changes a power of the world's catalogue." })
  @Authorized()
  @UseMiddleware(Transactional)
  async updatePower(@Ctx() ctx: RequestContext, @Arg('input', () => UpdatePowerInput, { validate: false }) input: UpdatePowerInput) {
    const { entry, userErrors } = await CatalogueService.updatePower(ctx, input);
    return { power: entry, userErrors };
  }

  @FieldResolver(() => World, { description: 'The world whose catalogue holds this power.' })
  world(@Root() power: Power, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(power.worldId);
  }
}

@Resolver(() => Feat)
export class FeatResolver {
  @Query(() => FeatConnection, { nullable: true, complexity: pageComplexity, description: "A page of a world's feats, in printed order." })
  feats(@Ctx() ctx: RequestContext, @Args(() => FeatsArgs) args: FeatsArgs) {
    return CatalogueService.feats(ctx, args);
  }

  @Mutation(() => FeatPayload, { description: 'Creator only: changes a feat, e.g. prices an unpriced one.' })
  @Authorized()
  @UseMiddleware(Transactional)
  async updateFeat(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateFeatInput, { validate: false }) input: UpdateFeatInput) {
    const { entry, userErrors } = await CatalogueService.updateFeat(ctx, input);
    return { feat: entry, userErrors };
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "Hero Points to buy it: the Creator's price, else the printed upkeep in a world that has not changed it; null while not for sale.",
  })
  cost(@Root() feat: Feat) {
    return CatalogueService.featCost(feat);
  }

  @FieldResolver(() => [[Power]], { description: "requiredPowers as powers of this world's catalogue (an id it lacks is left out)." })
  async prerequisites(@Root() feat: Feat, @Ctx() ctx: RequestContext) {
    const groups = await Promise.all(
      feat.requiredPowers.map((group) => ctx.loaders.powerByWorldAndCatalogueId.loadMany(group.map((id) => entryKey(feat.worldId, id)))),
    );
    return groups.map((group) => group.filter((p): p is Power => p instanceof Power));
  }

  @FieldResolver(() => World, { description: 'The world whose catalogue holds this feat.' })
  world(@Root() feat: Feat, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(feat.worldId);
  }
}

@Resolver(() => Item)
export class ItemResolver {
  @Query(() => ItemConnection, { nullable: true, complexity: pageComplexity, description: "A page of a world's items, weapons and armour, in printed order." })
  items(@Ctx() ctx: RequestContext, @Args(() => ItemsArgs) args: ItemsArgs) {
    return CatalogueService.items(ctx, args);
  }

  @Mutation(() => ItemPayload, { description: 'Creator only: changes an item or weapon (price, damage, range, effect).' })
  @Authorized()
  @UseMiddleware(Transactional)
  async updateItem(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateItemInput, { validate: false }) input: UpdateItemInput) {
    const { entry, userErrors } = await CatalogueService.updateItem(ctx, input);
    return { item: entry, userErrors };
  }

  @FieldResolver(() => World, { description: 'The world whose catalogue holds this item.' })
  world(@Root() item: Item, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(item.worldId);
  }
}

@Resolver(() => Scenario)
export class ScenarioResolver {
  @Query(() => ScenarioConnection, { nullable: true, complexity: pageComplexity, description: "A page of a world's scenarios, in printed order." })
  scenarios(@Ctx() ctx: RequestContext, @Args(() => ScenariosArgs) args: ScenariosArgs) {
    return CatalogueService.scenarios(ctx, args);
  }

  @Mutation(() => ScenarioPayload, { description: 'Creator only: changes a scenario (set-up, force ratio, round limit, scoring lines).' })
  @Authorized()
  @UseMiddleware(Transactional)
  async updateScenario(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateScenarioInput, { validate: false }) input: UpdateScenarioInput) {
    const { entry, userErrors } = await CatalogueService.updateScenario(ctx, input);
    return { scenario: entry, userErrors };
  }

  @FieldResolver(() => World, { description: 'The world whose catalogue holds this scenario.' })
  world(@Root() scenario: Scenario, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(scenario.worldId);
  }
}
