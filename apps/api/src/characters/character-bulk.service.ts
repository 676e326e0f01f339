import { In } from 'typeorm';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { Character } from './character.entity';
import { characterNameTaken } from './character.reads';
import { characterUses, deletedCharacters, purgeDeletedCharacters, putBackDeletedCharacters, snapshotCharacters } from './character-bulk.reads';
import { isUuid } from '../teams/team.util';
import { CharacterService } from './character.service';
import { Visibility } from './character.enums';

/** The most ids one bulk mutation takes. */
export const MAX_BULK_IDS = 100;
/** How long a deleted character can be restored; older snapshots are purged. */
export const RESTORE_WINDOW_MINUTES = 60;

export interface CharactersResult {
  characters: Character[];
  userErrors: UserError[];
}

export interface DeleteCharactersResult {
  deletedCharacterIds: string[];
  userErrors: UserError[];
}

/** The ids once each, in the order given, or the problem of the list itself (empty, too long). */
function checkedIds(ids: string[]): string[] | UserError {
  if (ids.length === 0) return userError(UserErrorCode.INVALID_VALUE, ['ids'], 'give at least one character');
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK_IDS) return userError(UserErrorCode.INVALID_VALUE, ['ids'], `at most ${MAX_BULK_IDS} characters at once`);
  return unique;
}

const at = (ids: string[], id: string) => ['ids', String(ids.indexOf(id))];

/**
 * The characters given that the caller may change, and a NOT_FOUND error (naming the id's place in `ids`) for
 * each missing or hidden one; FORBIDDEN is thrown, as for one character, when the caller may see but not change one.
 */
async function charactersForWrite(ctx: RequestContext, ids: string[]): Promise<{ found: Character[]; problems: UserError[] }> {
  const found: Character[] = [];
  const problems: UserError[] = [];
  // Asked together, so the character loader reads them in one statement.
  const characters = await Promise.all(ids.map((id) => CharacterService.findById(ctx, id)));
  for (const [index, character] of characters.entries()) {
    const id = ids[index];
    if (!character) problems.push(userError(UserErrorCode.CHARACTER_NOT_FOUND, at(ids, id), 'no such character'));
    else {
      authorize(ctx.viewer, character.worldId, 'character.write');
      found.push(character);
    }
  }
  return { found, problems };
}

/**
 * What keeps each character from being deleted: a team member plays it (as deleteCharacter refuses), or a match,
 * a ledger entry or a recruiting plea names it (their history would lose the figure).
 */
async function inUse(ctx: RequestContext, ids: string[], characters: Character[]): Promise<UserError[]> {
  const rows = await characterUses(
    ctx.em,
    characters.map((c) => c.id),
  );
  const nameOf = new Map(characters.map((c) => [c.id, c.name]));
  return rows.flatMap((row) => {
    const name = `"${nameOf.get(row.id)}"`;
    const why = row.teams
      ? `${name} is on a team (${row.teams}): remove it from the team first`
      : row.matches
        ? `${name} played in a match, which keeps its figure`
        : row.history
          ? `${name} is in a team's history (ledger or recruiting)`
          : null;
    return why ? [userError(UserErrorCode.CHARACTER_IN_USE, at(ids, row.id), why)] : [];
  });
}

/** The characters with these ids, in that order. */
async function inOrder(ctx: RequestContext, ids: string[]): Promise<Character[]> {
  if (!ids.length) return [];
  const rows = await ctx.em.find(Character, { where: { id: In(ids) } });
  const byId = new Map(rows.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Several characters at once, for the console's bulk actions. Each takes at most MAX_BULK_IDS ids and runs in one
 * transaction, all or nothing: each character refused gets an error naming its place in `ids` (`ids.<n>`), and then
 * none is changed.
 */
export class CharacterBulkService {
  /** Deletes them with their versions and dials, keeping a snapshot restoreCharacters reads for RESTORE_WINDOW_MINUTES. */
  static async delete(ctx: RequestContext, given: string[]): Promise<DeleteCharactersResult> {
    requireAccount(ctx.viewer);
    const ids = checkedIds(given);
    if (ids instanceof UserError) return { deletedCharacterIds: [], userErrors: [ids] };
    const { found, problems } = await charactersForWrite(ctx, ids);
    const refused = found.length ? await inUse(ctx, ids, found) : [];
    const deleted = found.map((c) => c.id);
    const userErrors = [...problems, ...refused].sort((a, b) => Number(a.field[1]) - Number(b.field[1]));
    if (userErrors.length) return { deletedCharacterIds: [], userErrors };

    await purgeDeletedCharacters(ctx.em, RESTORE_WINDOW_MINUTES);
    await snapshotCharacters(ctx.em, deleted);
    await ctx.em.delete(Character, { id: In(deleted) });
    for (const id of deleted) ctx.loaders.characterById.clear(id);
    return { deletedCharacterIds: deleted, userErrors: [] };
  }

  /**
   * Puts back characters deleteCharacters removed in the last RESTORE_WINDOW_MINUTES exactly as they were: the same
   * ids, versions, dials and timestamps. Refused when another character has taken the name meanwhile.
   */
  static async restore(ctx: RequestContext, given: string[]): Promise<CharactersResult> {
    requireAccount(ctx.viewer);
    const ids = checkedIds(given);
    if (ids instanceof UserError) return { characters: [], userErrors: [ids] };
    const rows = await deletedCharacters(ctx.em, ids.filter(isUuid), RESTORE_WINDOW_MINUTES);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const userErrors: UserError[] = [];
    const restorable: string[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !row.fresh) {
        userErrors.push(
          userError(UserErrorCode.CHARACTER_NOT_RESTORABLE, at(ids, id), `no character with this id was deleted in the last ${RESTORE_WINDOW_MINUTES} minutes`),
        );
        continue;
      }
      authorize(ctx.viewer, row.world_id, 'character.write');
      if (await characterNameTaken(ctx.em, row.world_id, row.name, null)) {
        userErrors.push(userError(UserErrorCode.CHARACTER_NAME_TAKEN, at(ids, id), `"${row.name}" is taken by another character now: rename that one first`));
      } else restorable.push(id);
    }
    if (userErrors.length) return { characters: [], userErrors };
    await putBackDeletedCharacters(ctx.em, restorable);
    return { characters: await inOrder(ctx, restorable), userErrors: [] };
  }

  /** Shows (PUBLIC) or hides (HIDDEN) them. */
  static async setVisibility(ctx: RequestContext, given: string[], visibility: Visibility): Promise<CharactersResult> {
    requireAccount(ctx.viewer);
    const ids = checkedIds(given);
    if (ids instanceof UserError) return { characters: [], userErrors: [ids] };
    const { found, problems } = await charactersForWrite(ctx, ids);
    if (problems.length) return { characters: [], userErrors: problems };
    const changed = found.filter((c) => c.visibility !== visibility);
    if (changed.length) {
      await ctx.em.update(Character, { id: In(changed.map((c) => c.id)) }, { visibility, updatedAt: new Date() });
      for (const character of changed) ctx.loaders.characterById.clear(character.id);
    }
    return { characters: await inOrder(ctx, ids), userErrors: [] };
  }
}
