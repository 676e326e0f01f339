import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { Transactional } from '../common/transaction';
import { UpdateWorldSettingsInput } from './world-settings.inputs';
import { WorldSettingsService } from './world-settings.service';
import { WorldSettings, WorldSettingsPayload } from './world-settings.types';

@Resolver(() => WorldSettings)
export class WorldSettingsResolver {
  @Query(() => WorldSettings, { nullable: true, description: "A world's settings; for its members." })
  async worldSettings(@Ctx() ctx: RequestContext, @Arg('world', () => String) world: string) {
    return WorldSettings.from(await WorldSettingsService.get(ctx, world));
  }

  @Mutation(() => WorldSettingsPayload, { description: 'Creator only: changes some settings and returns them all.' })
  @Authorized()
  @UseMiddleware(Transactional)
  async updateWorldSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateWorldSettingsInput, { validate: false }) input: UpdateWorldSettingsInput,
  ): Promise<WorldSettingsPayload> {
    const { settings, userErrors } = await WorldSettingsService.update(ctx, input);
    return { settings: settings && WorldSettings.from(settings), userErrors };
  }
}
