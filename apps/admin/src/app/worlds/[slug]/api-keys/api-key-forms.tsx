'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { fieldId } from '@/lib/user-errors';
import { INITIAL_CREATE_API_KEY_STATE } from '@/lib/world-settings-forms';
import { createApiKeyAction } from './actions';

export function CreateApiKeyForm({ worldSlug }: { worldSlug: string }) {
  const [state, action, pending] = useActionState(createApiKeyAction, INITIAL_CREATE_API_KEY_STATE);
  const shown = state.errors.filter((e) => e.field !== 'name');
  return (
    <>
      {state.created && <SecretNotice key={state.created.secret} {...state.created} />}
      <form action={action} className="form-card form-inline" noValidate data-testid="create-api-key-form" aria-labelledby="create-key-title">
        <h2 id="create-key-title" className="form-card__title">
          Create an API key
        </h2>
        <FormErrorSummary errors={shown} title="The key was not created" />
        <input type="hidden" name="world" value={worldSlug} />
        <div className="field" key={`name-${state.name}-${state.created?.secret ?? ''}`}>
          <label htmlFor={fieldId('name')}>What the key is for</label>
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="off"
            placeholder="e.g. Discord bot"
            defaultValue={state.name}
            {...invalidProps(state.errors, 'name')}
          />
          <FieldErrors errors={state.errors} name="name" />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={pending}>
            {pending ? 'Creating…' : 'Create key'}
          </button>
        </div>
        <p className="field-hint">Keys are read-only: a client can read this world&rsquo;s public data with one, never change it.</p>
      </form>
    </>
  );
}

/** The new key's secret, this once: it is not stored anywhere the console could show it again. */
function SecretNotice({ name, secret }: { name: string; secret: string; prefix: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="secret-notice" aria-labelledby="secret-title" data-testid="api-key-secret">
      <h2 id="secret-title" ref={headingRef} tabIndex={-1}>
        Key &ldquo;{name}&rdquo; created: copy its secret now
      </h2>
      <p>This is the only time the secret is shown. Store it where the client can read it; if it is lost, revoke the key and create another.</p>
      <div className="secret-notice__row">
        <label htmlFor="new-key-secret" className="visually-hidden">
          Secret of the key {name}
        </label>
        <input
          id="new-key-secret"
          className="secret-notice__secret"
          type="text"
          readOnly
          value={secret}
          data-testid="api-key-secret-value"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The browser did not allow copying: select the secret and copy it.' : ''}
      </p>
      <p className="muted">
        Clients send it as <code>Authorization: Bearer &lt;secret&gt;</code>.
      </p>
    </section>
  );
}
