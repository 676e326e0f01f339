'use client';

import { useActionState, useId } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import type { WorldRole } from '@/gql/graphql';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { ROLE_LABELS, WORLD_ROLES } from '@/lib/labels';
import { fieldId } from '@/lib/user-errors';
import { INITIAL_ADD_MEMBER_STATE } from '@/lib/world-settings-forms';
import { addMemberAction, setMemberRoleAction } from './actions';

export function AddMemberForm({ worldSlug }: { worldSlug: string }) {
  const [state, action, pending] = useActionState(addMemberAction, INITIAL_ADD_MEMBER_STATE);
  const shown = state.errors.filter((e) => e.field !== 'email' && e.field !== 'role');
  return (
    <form action={action} className="form-card form-inline" noValidate data-testid="add-member-form" aria-labelledby="add-member-title">
      <h2 id="add-member-title" className="form-card__title">
        Invite a member
      </h2>
      <FormErrorSummary errors={shown} title="Nobody was invited" />
      <input type="hidden" name="world" value={worldSlug} />
      {/* Keyed by the attempt so a refused one keeps what was typed and a success starts empty. */}
      <div className="field" key={`email-${state.done}-${state.email}`}>
        <label htmlFor={fieldId('email')}>Email of their account</label>
        <input id={fieldId('email')} name="email" type="email" autoComplete="off" defaultValue={state.email} {...invalidProps(state.errors, 'email')} />
        <FieldErrors errors={state.errors} name="email" />
      </div>
      <div className="field field--narrow" key={`role-${state.done}-${state.role}`}>
        <label htmlFor={fieldId('role')}>Role</label>
        <select id={fieldId('role')} name="role" defaultValue={state.role} {...invalidProps(state.errors, 'role')}>
          {WORLD_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <FieldErrors errors={state.errors} name="role" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Inviting…' : 'Invite'}
        </button>
      </div>
      {state.message && (
        <p className="notice" role="status" data-testid="add-member-done">
          {state.message}
        </p>
      )}
    </form>
  );
}

/** One member's role, changed in place; a refusal (the last Creator) shows under the choice. */
export function RoleForm({ worldSlug, accountId, role, displayName }: { worldSlug: string; accountId: string; role: WorldRole; displayName: string }) {
  const [state, action, pending] = useActionState(setMemberRoleAction, INITIAL_ACTION_STATE);
  const id = useId();
  const selectId = `role-${id}`;
  const errorName = `role-of-${accountId}`;
  const errors = state.errors.map((e) => ({ ...e, field: errorName }));
  return (
    <form action={action} className="role-form" data-testid="role-form">
      <input type="hidden" name="world" value={worldSlug} />
      <input type="hidden" name="accountId" value={accountId} />
      <label htmlFor={selectId} className="visually-hidden">
        Role of {displayName}
      </label>
      <select id={selectId} name="role" defaultValue={role} key={`${role}-${state.done}`} {...invalidProps(errors, errorName)}>
        {WORLD_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>{' '}
      <button type="submit" className="button button--small button--secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Change role'}
        <span className="visually-hidden"> of {displayName}</span>
      </button>
      <FieldErrors errors={errors} name={errorName} />
      {state.message && !errors.length && (
        <p className="notice notice--inline" role="status">
          {state.message}
        </p>
      )}
    </form>
  );
}
