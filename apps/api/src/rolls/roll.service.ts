import { randomBytes } from 'node:crypto';
import { createDice, Dice, recordFaces } from '@clix/rules';
import { RequestContext } from '../context';
import { DiceRoll } from './dice-roll.entity';

export interface RollRequest {
  worldId: string;
  purpose: string;
  subjectId?: string | null;
  /** A fixed seed instead of a fresh one: only the demo world's loader, so its teams are the same on every install. Recorded like any seed. */
  seed?: string;
}

export class RollService {
  /**
   * The server owns randomness: rolls `decide` with a fresh seeded stream and stores the seed,
   * every face and the decision in the same transaction as whatever the roll changes.
   */
  static async roll<T>(ctx: RequestContext, request: RollRequest, decide: (dice: Dice) => T): Promise<{ result: T; roll: DiceRoll }> {
    const seed = request.seed ?? randomBytes(16).toString('hex');
    const { dice, faces } = recordFaces(createDice(seed));
    const result = decide(dice);
    const roll = await ctx.em.save(
      ctx.em.create(DiceRoll, {
        worldId: request.worldId,
        purpose: request.purpose,
        subjectId: request.subjectId ?? null,
        seed,
        faces,
        result: JSON.parse(JSON.stringify(result)),
        stateAfter: dice.state(),
        rolledBy: ctx.viewer.kind === 'account' ? ctx.viewer.accountId : null,
      }),
    );
    return { result, roll };
  }
}
