'use client';

import { useActionState, useEffect, useId, useState } from 'react';
import { Dice } from '@/components/dice';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { allocateSkillPointsAction, buyBonusAction, type RecruitState, recruitAction } from './advancement-actions';

export interface RecruitChoice {
  characterId: string;
  name: string;
  /** The version he would join at (his Rookie) and its points. */
  pointValue: number;
  rank: string;
  /** Whether the team may try to enlist him now, as the API's recruitOptions says. */
  allowed: boolean;
  /** He is worth less than the leader: he joins without a plea. */
  joinsWithoutPlea: boolean;
  /** Why the team may not enlist him, in the API's words; empty when allowed. */
  refusal: string;
}

/** Errors that no field of the form shows, above its outcome. */
function Rest({ state, fields }: { state: ActionState; fields: string[] }) {
  return <FormErrorSummary errors={state.errors.filter((e) => !fields.includes(e.field))} title="Refused" />;
}

function Done({ state, testId }: { state: ActionState; testId: string }) {
  if (!state.message || state.errors.length) return null;
  return (
    <p className="notice" role="status" data-testid={`${testId}-done`}>
      {state.message}
    </p>
  );
}

/**
 * Recruit in two steps: choose the character and the Hero Points spent on the plea, then confirm
 * with the spend and its Attack bonus in view. The API decides whether he joins and rolls the plea.
 */
export function RecruitForm({
  teamId,
  heroPoints,
  leader,
  choices,
  heroPointsPerAttack,
}: {
  teamId: string;
  heroPoints: number;
  leader: { name: string; pointValue: number } | null;
  choices: RecruitChoice[];
  heroPointsPerAttack: number;
}) {
  const [state, formAction, pending] = useActionState(recruitAction, INITIAL_ACTION_STATE as RecruitState);
  const [characterId, setCharacterId] = useState('');
  const [spend, setSpend] = useState('0');
  const { asking, setAsking, confirmRef, onKeyDown } = useConfirmStep(state);
  const ids = { title: useId(), character: useId(), spend: useId() };
  const chosen = choices.find((c) => c.characterId === characterId && c.allowed);
  const steps = Array.from({ length: Math.floor(heroPoints / heroPointsPerAttack) + 1 }, (_, i) => i * heroPointsPerAttack).slice(0, 11);
  const attackBonus = Math.floor(Number(spend) / heroPointsPerAttack);

  return (
    <form
      action={formAction}
      className="form-card form-inline team-action"
      noValidate
      data-testid="recruit-form"
      aria-labelledby={ids.title}
      onKeyDown={onKeyDown}
    >
      <h3 id={ids.title} className="form-card__title">
        Recruit a character
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <SubmitKey done={state.done} />
      {choices.map((c) => (
        <input key={c.characterId} type="hidden" name={`characterName.${c.characterId}`} value={c.name} />
      ))}
      {choices.length === 0 ? (
        <p className="muted">No character of this world is free to recruit.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.character}>Character</label>
            <select
              id={ids.character}
              name="characterId"
              value={characterId}
              disabled={asking}
              onChange={(e) => setCharacterId(e.target.value)}
              {...invalidProps(state.errors, 'characterId')}
            >
              <option value="" disabled>
                Choose a character
              </option>
              {choices.map((c) => (
                <option key={c.characterId} value={c.characterId} disabled={!c.allowed}>
                  {c.name} ({c.rank}, {c.pointValue} points){c.allowed ? '' : `: cannot join (${c.refusal})`}
                </option>
              ))}
            </select>
            {asking && <input type="hidden" name="characterId" value={characterId} />}
            <FieldErrors errors={state.errors} name="characterId" />
          </div>
          <div className="field">
            <label htmlFor={ids.spend}>Hero Points for the plea (the team has {heroPoints})</label>
            <select
              id={ids.spend}
              name="heroPointsForPlea"
              value={spend}
              disabled={asking}
              onChange={(e) => setSpend(e.target.value)}
              {...invalidProps(state.errors, 'heroPointsForPlea')}
            >
              {steps.map((s) => (
                <option key={s} value={s}>
                  {s === 0 ? 'None' : `${s} Hero Points: +${s / heroPointsPerAttack} Attack`}
                </option>
              ))}
            </select>
            {asking && <input type="hidden" name="heroPointsForPlea" value={spend} />}
            <FieldErrors errors={state.errors} name="heroPointsForPlea" />
          </div>
          {!asking ? (
            <div className="form-actions">
              <button type="button" className="button" disabled={!chosen} onClick={() => setAsking(true)}>
                Recruit…
              </button>
            </div>
          ) : (
            chosen && (
              <div className="confirm-action__question" role="group" aria-label="Confirm the recruitment" data-testid="recruit-confirm">
                <span className="confirm-action__text">
                  Recruit {chosen.name} ({chosen.rank}, {chosen.pointValue} points)?{' '}
                  {leader &&
                    (chosen.joinsWithoutPlea
                      ? `He is worth less than ${leader.name} (${leader.pointValue}), so he joins without a plea.`
                      : `${leader.name} (${leader.pointValue}) pleads with an attack roll against his Defense.`)}{' '}
                  {attackBonus > 0
                    ? `Spend ${spend} Hero Points for +${attackBonus} to ${leader?.name ?? 'the leader'}’s Attack.`
                    : 'No Hero Points spent on the plea.'}{' '}
                  If he joins, his points are paid in Hero Points too.
                </span>
                <ConfirmButtons confirmRef={confirmRef} pending={pending} label="Yes, recruit" pendingLabel="Pleading…" onCancel={() => setAsking(false)} />
              </div>
            )
          )}
        </>
      )}
      <Rest state={state} fields={['characterId', 'heroPointsForPlea']} />
      {state.plea && !state.errors.length && <PleaOutcome plea={state.plea} />}
    </form>
  );
}

/** The plea's roll and what came of it. */
function PleaOutcome({ plea }: { plea: NonNullable<RecruitState['plea']> }) {
  return (
    <div className="notice recruit-outcome" role="status" data-testid="recruit-outcome" data-outcome={plea.outcome}>
      {plea.faces.length > 0 && (
        <p className="roll-faces">
          Plea roll: <Dice faces={plea.faces} />
          {plea.seed && (
            <span className="muted">
              {' '}
              (seed <code>{plea.seed}</code>)
            </span>
          )}
        </p>
      )}
      <p>{plea.words}</p>
    </div>
  );
}

export interface BonusMember {
  memberId: string;
  name: string;
  rank: string;
  /** The member's row of the bonuses table, priced by the API (TeamMember.bonusOptions). */
  options: { tier: number; cost: number; text: string; allowed: boolean; refusal?: string | null }[];
}

/** A bonus from the member's rank row, confirmed before buying; the API charges the table's price. */
export function BuyBonusForm({ teamId, members, heroPoints }: { teamId: string; members: BonusMember[]; heroPoints: number }) {
  const [state, formAction, pending] = useActionState(buyBonusAction, INITIAL_ACTION_STATE);
  const [memberId, setMemberId] = useState(members[0]?.memberId ?? '');
  const [tier, setTier] = useState('1');
  const { asking, setAsking, confirmRef, onKeyDown } = useConfirmStep(state);
  const ids = { title: useId(), member: useId(), tier: useId() };
  const chosen = members.find((m) => m.memberId === memberId);
  const option = chosen?.options.find((o) => String(o.tier) === tier);
  // A member whose chosen tier is not allowed moves to the first tier he may buy.
  useEffect(() => {
    const first = chosen?.options.find((o) => o.allowed);
    if (chosen && !chosen.options.some((o) => String(o.tier) === tier && o.allowed) && first) setTier(String(first.tier));
  }, [chosen, tier]);
  return (
    <form
      action={formAction}
      className="form-card form-inline team-action"
      noValidate
      data-testid="buy-bonus-form"
      aria-labelledby={ids.title}
      onKeyDown={onKeyDown}
    >
      <h3 id={ids.title} className="form-card__title">
        Buy a bonus
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <SubmitKey done={state.done} />
      {members.length === 0 ? (
        <p className="muted">No active member can buy a bonus.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.member}>Member</label>
            <select id={ids.member} name="memberId" value={memberId} disabled={asking} onChange={(e) => setMemberId(e.target.value)}>
              {members.map((m) => (
                <option key={m.memberId} value={m.memberId}>
                  {m.name} ({m.rank} row)
                </option>
              ))}
            </select>
            {asking && <input type="hidden" name="memberId" value={memberId} />}
          </div>
          <div className="field field--narrow">
            <label htmlFor={ids.tier}>Tier</label>
            <select id={ids.tier} name="tier" value={tier} disabled={asking} onChange={(e) => setTier(e.target.value)} {...invalidProps(state.errors, 'tier')}>
              {(chosen?.options ?? []).map((o) => (
                <option key={o.tier} value={o.tier} disabled={!o.allowed}>
                  Tier {o.tier}: {o.text}, {o.cost} HP{o.allowed ? '' : ` (${o.refusal ?? 'not available'})`}
                </option>
              ))}
            </select>
            {asking && <input type="hidden" name="tier" value={tier} />}
            <FieldErrors errors={state.errors} name="tier" />
          </div>
          {!asking ? (
            <div className="form-actions">
              <button type="button" className="button" disabled={!chosen || !option?.allowed} onClick={() => setAsking(true)}>
                Buy bonus…
              </button>
            </div>
          ) : (
            chosen && (
              <div className="confirm-action__question" role="group" aria-label="Confirm the bonus" data-testid="buy-bonus-confirm">
                <span className="confirm-action__text">
                  {option ? (
                    <>
                      Buy &ldquo;{option.text}&rdquo; (tier {option.tier} of the {chosen.rank} row) for {chosen.name} for {option.cost} Hero Points? The team
                      has {heroPoints}
                      {option.cost > heroPoints ? ': not enough, the purchase will be refused.' : `, and will have ${heroPoints - option.cost} left.`}
                    </>
                  ) : (
                    <>Choose a tier first.</>
                  )}
                </span>
                <ConfirmButtons confirmRef={confirmRef} pending={pending} label="Yes, buy" pendingLabel="Buying…" onCancel={() => setAsking(false)} />
              </div>
            )
          )}
        </>
      )}
      <Rest state={state} fields={['tier']} />
      <Done state={state} testId="buy-bonus-form" />
    </form>
  );
}

export interface SkillMember {
  memberId: string;
  name: string;
  pointsLeft: number;
  skills: { skillId: string; name: string }[];
}

/** Non-Combat Skill points (10 per level) into a skill. */
export function AllocateSkillPointsForm({ teamId, members, skills }: { teamId: string; members: SkillMember[]; skills: { id: string; name: string }[] }) {
  const [state, formAction, pending] = useActionState(allocateSkillPointsAction, INITIAL_ACTION_STATE);
  const withPoints = members.filter((m) => m.pointsLeft > 0);
  const ids = { title: useId(), member: useId(), skill: useId(), points: useId() };
  const key = (name: string) => `${name}-${state.done}-${state.values?.[name] ?? ''}`;
  const known = [...new Map(members.flatMap((m) => m.skills).map((s) => [s.skillId, s.name])).entries()];
  return (
    <form action={formAction} className="form-card form-inline team-action" noValidate data-testid="skill-points-form" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="form-card__title">
        Allocate skill points
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <SubmitKey done={state.done} />
      {withPoints.length === 0 ? (
        <p className="muted">No member has skill points to allocate.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.member}>Member</label>
            <select
              id={ids.member}
              name="memberId"
              defaultValue={state.values?.memberId ?? withPoints[0].memberId}
              key={key('memberId')}
              {...invalidProps(state.errors, 'memberId')}
            >
              {withPoints.map((m) => (
                <option key={m.memberId} value={m.memberId}>
                  {m.name} ({m.pointsLeft} points left)
                </option>
              ))}
            </select>
            <FieldErrors errors={state.errors} name="memberId" />
          </div>
          <div className="field">
            <label htmlFor={ids.skill}>Skill</label>
            <select id={ids.skill} name="skillId" defaultValue={state.values?.skillId ?? ''} key={key('skillId')} {...invalidProps(state.errors, 'skillId')}>
              <option value="">Choose a skill…</option>
              {skills.map((skill) => (
                <option key={skill.id} value={skill.id}>
                  {skill.name}
                  {known.some(([id]) => id === skill.id) ? ' (has points)' : ''}
                </option>
              ))}
            </select>
            <FieldErrors errors={state.errors} name="skillId" />
          </div>
          <div className="field field--narrow">
            <label htmlFor={ids.points}>Points</label>
            <input
              id={ids.points}
              name="points"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              defaultValue={state.values?.points ?? ''}
              key={key('points')}
              {...invalidProps(state.errors, 'points')}
            />
            <FieldErrors errors={state.errors} name="points" />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Allocating…' : 'Allocate'}
            </button>
          </div>
        </>
      )}
      <Rest state={state} fields={['memberId', 'skillId', 'points']} />
      <Done state={state} testId="skill-points-form" />
    </form>
  );
}
