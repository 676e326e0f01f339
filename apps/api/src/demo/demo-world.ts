import { DataSource } from 'typeorm';
import { NPC_CHARACTERS } from '@clix/rules';
import { Account } from '../accounts/account.entity';
import { hashPassword } from '../auth/password';
import { createTransactionContext } from '../http/request-context';
import { copyRulesCataloguesIntoWorld } from '../catalogues/catalogue-seed';
import { CharacterService } from '../characters/character.service';
import { CreateCharacterInput } from '../characters/character.inputs';
import { World } from '../worlds/world.entity';
import { lockDemoLoading } from './demo.reads';
import { WorldMember, WorldRole } from '../worlds/world-member.entity';

export const DEMO_WORLD_SLUG = 'demo';

/** The demo Creator's sign-in, printed by `npm start`; DEMO_CREATOR_PASSWORD overrides the password. */
export function demoCreator() {
  return { email: 'creator@demo.clix', password: process.env.DEMO_CREATOR_PASSWORD ?? 'demo-creator-password' };
}

/**
 * Loads the demo world once: its Creator and the NPCs printed in the Clix Campaign rules,
 * created through the same service (and checks) as any Creator's character. Returns false when
 * it was already there.
 */
export async function loadDemoWorld(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    // Two starts at once must not both load it: serialise on a transaction-scoped lock.
    await lockDemoLoading(em);
    const loaded = await em.findOne(World, { where: { slug: DEMO_WORLD_SLUG } });
    if (loaded) {
      // A demo world loaded before the catalogues existed gets them; one that has them is left as it is.
      await copyRulesCataloguesIntoWorld(em, loaded.id);
      return false;
    }
    const world = await em.save(em.create(World, { slug: DEMO_WORLD_SLUG, name: 'Demo: Streets of the Ninja Clans' }));
    const { email, password } = demoCreator();
    const creator = await em.save(em.create(Account, { email, displayName: 'Demo Creator', passwordHash: await hashPassword(password) }));
    await em.insert(WorldMember, { worldId: world.id, accountId: creator.id, role: WorldRole.CREATOR });
    await copyRulesCataloguesIntoWorld(em, world.id);

    const ctx = createTransactionContext(dataSource, em, {
      kind: 'account',
      accountId: creator.id,
      sessionId: 'demo-loader',
      roles: new Map([[world.id, WorldRole.CREATOR]]),
    });
    for (const npc of NPC_CHARACTERS) {
      const input = Object.assign(new CreateCharacterInput(), { ...npc, world: DEMO_WORLD_SLUG });
      const result = await CharacterService.create(ctx, input);
      if (result.userErrors.length) {
        throw new Error(`Demo character ${npc.name} was refused: ${JSON.stringify(result.userErrors)}`);
      }
    }
    return true;
  });
}
