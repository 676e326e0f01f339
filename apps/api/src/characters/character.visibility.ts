import { can } from '../auth/policy';
import { RequestContext } from '../context';

/** What everyone but the Creator reads in place of a hidden character's name, dial or points. */
export const HIDDEN_FIGURE = 'Hidden figure';

/**
 * The ids (characters, and the match figures and team members playing them) that one read must
 * not show to the viewer: every read that mentions a character shapes its answer through one of
 * these, so a hidden character is redacted the same way in matches, resolutions and ledgers.
 */
export class Redaction {
  static readonly NONE = new Redaction(new Set(), new Set(), new Set());

  constructor(
    readonly characterIds: ReadonlySet<string>,
    readonly figureIds: ReadonlySet<string>,
    readonly memberIds: ReadonlySet<string>,
  ) {}

  /**
   * The redaction of a world's read for the viewer: none for its Creator; else the hidden ones of
   * `subjects` (each a character with the figure and member that play it, when there are).
   * `knownHidden`: the characters of `subjects` the read's own statement found not PUBLIC (or gone),
   * so none is loaded.
   */
  static async of(
    ctx: RequestContext,
    worldId: string,
    subjects: readonly { characterId: string | null; figureId?: string | null; memberId?: string | null }[],
    knownHidden?: readonly string[],
  ): Promise<Redaction> {
    if (can(ctx.viewer, worldId, 'character.readHidden')) return Redaction.NONE;
    if (knownHidden) return Redaction.known(subjects, knownHidden);
    const ids = [...new Set(subjects.flatMap((s) => (s.characterId ? [s.characterId] : [])))];
    const characters = await ctx.loaders.characterById.loadMany(ids);
    const hidden = ids.filter((_, i) => {
      const c = characters[i];
      return !(c && !(c instanceof Error) && c.visibility === 'PUBLIC');
    });
    return Redaction.known(subjects, hidden);
  }

  /**
   * As `of`, for a read whose statement already found which of its characters the viewer may not see
   * (`hiddenCharacterIds`: those not PUBLIC, or gone): no character is loaded.
   */
  static ofHidden(
    ctx: RequestContext,
    worldId: string,
    subjects: readonly { characterId: string | null; figureId?: string | null; memberId?: string | null }[],
    hiddenCharacterIds: readonly string[],
  ): Redaction {
    return can(ctx.viewer, worldId, 'character.readHidden') ? Redaction.NONE : Redaction.known(subjects, hiddenCharacterIds);
  }

  private static known(
    subjects: readonly { characterId: string | null; figureId?: string | null; memberId?: string | null }[],
    hiddenCharacterIds: readonly string[],
  ): Redaction {
    const hidden = new Set(hiddenCharacterIds);
    const hiding = subjects.filter((s) => s.characterId && hidden.has(s.characterId));
    return new Redaction(
      hidden,
      new Set(hiding.flatMap((s) => (s.figureId ? [s.figureId] : []))),
      new Set(hiding.flatMap((s) => (s.memberId ? [s.memberId] : []))),
    );
  }

  get empty(): boolean {
    return this.characterIds.size === 0;
  }

  /** Whether a record refers to something hidden (by any of its ids). */
  hides(ref: { characterId?: string | null; figureId?: string | null; memberId?: string | null }): boolean {
    return (
      (ref.characterId != null && this.characterIds.has(ref.characterId)) ||
      (ref.figureId != null && this.figureIds.has(ref.figureId)) ||
      (ref.memberId != null && this.memberIds.has(ref.memberId))
    );
  }

  /** A line (award, score, upkeep) about a hidden figure: its amount stays (it moved a team's public balance), its words and member go. */
  line<T extends { label: string; figureId?: string; memberId?: string }>(line: T): T {
    return this.hides(line) ? { ...line, label: HIDDEN_FIGURE, memberId: undefined } : line;
  }

  /** Words that name a hidden id (the rules' notes name members and figures) become the placeholder. */
  text(words: string): string {
    for (const ids of [this.characterIds, this.figureIds, this.memberIds]) {
      for (const id of ids) if (words.includes(id)) return HIDDEN_FIGURE;
    }
    return words;
  }
}
