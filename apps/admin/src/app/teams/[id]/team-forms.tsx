'use client';

import { type ReactNode, useActionState, useId, useState } from 'react';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { FormErrorSummary } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { AWARD_CURRENCIES, AWARD_CURRENCY_LABELS, formatCash } from '@/lib/labels';
import { assignFeatAction, buyItemAction, grantAwardAction, levelUpMemberAction } from './actions';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

export interface LevelUpChoice {
  memberId: string;
  name: string;
  current: string;
  /** The next rank version (rank in words, points) and the Hero Points the API quotes for it; null at the top. */
  next: { rank: string; pointValue: number; heroPoints: number } | null;
}

export interface MemberChoice {
  memberId: string;
  name: string;
}

export interface PricedChoice {
  id: string;
  name: string;
  price: number;
  /** A line to show under the choice, e.g. a feat's prerequisite. */
  detail?: string;
}

/** Why the team cannot pay a price, in the words every advancement form uses ("needs 247 HP, has 100", "needs $1,500, has $0"); null when it can. */
function shortfall(price: number, balance: number, format: (amount: number) => string = String, unit = ''): string | null {
  return price > balance ? `needs ${format(price)}${unit}, has ${format(balance)}` : null;
}

/** A key that remounts a field after each attempt, so it shows what was sent (refused) or starts afresh (done). */
const attemptKey = (state: ActionState, name: string) => `${name}-${state.done}-${state.values?.[name] ?? ''}`;

/** The refusal in words, or the notice of a success, right under the form's button. */
function Outcome({ state, testId }: { state: ActionState; testId: string }) {
  return (
    <>
      <FormErrorSummary errors={state.errors} title="Refused" />
      {state.message && !state.errors.length && (
        <p className="notice" role="status" data-testid={`${testId}-done`}>
          {state.message}
        </p>
      )}
    </>
  );
}

/** A small advancement form: title, hidden team id, the fields, one button, the outcome. */
function AdvanceForm({
  action,
  teamId,
  title,
  testId,
  submit,
  pendingLabel,
  children,
}: {
  action: Action;
  teamId: string;
  title: string;
  testId: string;
  submit: string;
  pendingLabel: string;
  children: (state: ActionState) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_ACTION_STATE);
  const titleId = useId();
  return (
    <form action={formAction} className="form-card form-inline team-action" noValidate data-testid={testId} aria-labelledby={titleId}>
      <h3 id={titleId} className="form-card__title">
        {title}
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <SubmitKey done={state.done} />
      {children(state)}
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? pendingLabel : submit}
        </button>
      </div>
      <Outcome state={state} testId={testId} />
    </form>
  );
}

/**
 * Level up in two steps: choose the member, then confirm with the next version's points in view.
 * The console computes no cost: the API charges it, and the notice and the ledger say how much.
 */
export function LevelUpForm({ teamId, members, heroPoints }: { teamId: string; members: LevelUpChoice[]; heroPoints: number }) {
  const [state, formAction, pending] = useActionState(levelUpMemberAction, INITIAL_ACTION_STATE);
  const eligible = members.filter((m) => m.next);
  const tooDear = (m: LevelUpChoice) => shortfall(m.next?.heroPoints ?? 0, heroPoints, String, ' HP');
  const affordable = eligible.filter((m) => !tooDear(m));
  const [memberId, setMemberId] = useState(affordable[0]?.memberId ?? '');
  const { asking, setAsking, confirmRef, onKeyDown } = useConfirmStep(state);
  const titleId = useId();
  const selectId = useId();
  const chosen = affordable.find((m) => m.memberId === memberId) ?? affordable[0];

  return (
    <form
      action={formAction}
      className="form-card form-inline team-action"
      noValidate
      data-testid="level-up-form"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <h3 id={titleId} className="form-card__title">
        Level up a member
      </h3>
      <input type="hidden" name="teamId" value={teamId} />
      <SubmitKey done={state.done} />
      {eligible.length === 0 ? (
        <p className="muted">No member has a higher rank version to move up to.</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={selectId}>Member</label>
            <select
              id={selectId}
              name="memberId"
              value={chosen?.memberId ?? ''}
              onChange={(e) => {
                setMemberId(e.target.value);
                setAsking(false);
              }}
              disabled={asking}
            >
              {eligible.map((m) => (
                <option key={m.memberId} value={m.memberId} disabled={!!tooDear(m)}>
                  {m.name}: {m.current} → {m.next?.rank} ({tooDear(m) ?? `${m.next?.heroPoints} Hero Points`})
                </option>
              ))}
            </select>
            {asking && <input type="hidden" name="memberId" value={chosen?.memberId ?? ''} />}
          </div>
          {!asking ? (
            <div className="form-actions">
              <button type="button" className="button" onClick={() => setAsking(true)} disabled={!chosen}>
                Level up…
              </button>
            </div>
          ) : (
            chosen?.next && (
              <div className="confirm-action__question" role="group" aria-label="Confirm the level up" data-testid="level-up-confirm">
                <span className="confirm-action__text">
                  Move {chosen.name} up to {chosen.next.rank}, a {chosen.next.pointValue}-point dial, for {chosen.next.heroPoints} Hero Points?
                </span>
                <ConfirmButtons
                  confirmRef={confirmRef}
                  pending={pending}
                  label="Yes, level up"
                  pendingLabel="Levelling up…"
                  onCancel={() => setAsking(false)}
                />
              </div>
            )
          )}
        </>
      )}
      <Outcome state={state} testId="level-up" />
    </form>
  );
}

export function BuyItemForm({ teamId, items, cash }: { teamId: string; items: PricedChoice[]; cash: number }) {
  const tooDear = (item: PricedChoice) => shortfall(item.price, cash, formatCash);
  const selectId = useId();
  return (
    <AdvanceForm action={buyItemAction} teamId={teamId} title="Buy an item" testId="buy-item-form" submit="Buy item" pendingLabel="Buying…">
      {(state) =>
        items.length === 0 ? (
          <p className="muted">This world has no priced items yet.</p>
        ) : (
          <div className="field">
            <label htmlFor={selectId}>Item (the team has {formatCash(cash)})</label>
            <select id={selectId} name="itemId" defaultValue={state.values?.itemId ?? ''} key={attemptKey(state, 'itemId')}>
              <option value="" disabled>
                Choose an item
              </option>
              {items.map((item) => (
                <option key={item.id} value={item.id} disabled={!!tooDear(item)}>
                  {item.name}
                  {item.detail && ` (${item.detail})`}: {formatCash(item.price)}
                  {tooDear(item) && ` (${tooDear(item)})`}
                </option>
              ))}
            </select>
          </div>
        )
      }
    </AdvanceForm>
  );
}

export function AssignFeatForm({ teamId, members, feats, heroPoints }: { teamId: string; members: MemberChoice[]; feats: PricedChoice[]; heroPoints: number }) {
  const memberSelectId = useId();
  const featSelectId = useId();
  const tooDear = (feat: PricedChoice) => shortfall(feat.price, heroPoints, String, ' HP');
  return (
    <AdvanceForm action={assignFeatAction} teamId={teamId} title="Assign a feat" testId="assign-feat-form" submit="Buy feat" pendingLabel="Buying…">
      {(state) =>
        feats.length === 0 ? (
          <p className="muted">This world has no priced feats yet.</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor={memberSelectId}>Member</label>
              <select
                id={memberSelectId}
                name="memberId"
                defaultValue={state.values?.memberId ?? members[0]?.memberId ?? ''}
                key={attemptKey(state, 'memberId')}
              >
                {members.map((m) => (
                  <option key={m.memberId} value={m.memberId}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={featSelectId}>Feat (the team has {heroPoints} Hero Points)</label>
              <select id={featSelectId} name="featId" defaultValue={state.values?.featId ?? ''} key={attemptKey(state, 'featId')}>
                <option value="" disabled>
                  Choose a feat
                </option>
                {feats.map((feat) => (
                  <option key={feat.id} value={feat.id} title={feat.detail} disabled={!!tooDear(feat)}>
                    {feat.name}: {feat.price} Hero Points{tooDear(feat) && ` (${tooDear(feat)})`}
                  </option>
                ))}
              </select>
              {feats.map((feat) => (
                <input key={feat.id} type="hidden" name={`featName.${feat.id}`} value={feat.name} />
              ))}
            </div>
          </>
        )
      }
    </AdvanceForm>
  );
}

export function GrantAwardForm({ teamId }: { teamId: string }) {
  const currencyId = useId();
  const amountId = useId();
  const noteId = useId();
  return (
    <AdvanceForm
      action={grantAwardAction}
      teamId={teamId}
      title="Grant an award (Creator)"
      testId="grant-award-form"
      submit="Grant award"
      pendingLabel="Granting…"
    >
      {(state) => (
        <>
          <div className="field field--narrow">
            <label htmlFor={currencyId}>Currency</label>
            <select id={currencyId} name="currency" defaultValue={state.values?.currency ?? 'HERO_POINTS'} key={attemptKey(state, 'currency')}>
              {AWARD_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {AWARD_CURRENCY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--narrow">
            <label htmlFor={amountId}>Amount</label>
            <input
              id={amountId}
              name="amount"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              defaultValue={state.values?.amount ?? ''}
              key={attemptKey(state, 'amount')}
            />
          </div>
          <div className="field">
            <label htmlFor={noteId}>Reason</label>
            <input
              id={noteId}
              name="note"
              type="text"
              placeholder="Shown in the ledger"
              defaultValue={state.values?.note ?? ''}
              key={attemptKey(state, 'note')}
            />
          </div>
        </>
      )}
    </AdvanceForm>
  );
}
