'use client';

import { useEffect, useState } from 'react';
import { newSubmitKey, SUBMIT_KEY_FIELD } from '@/lib/submit-key';

/**
 * The Idempotency-Key of a form's next submit, as a hidden field. It stays the same until the
 * form succeeds (`done` changes), so a submit sent twice, or sent again after an answer was lost,
 * is applied once by the API; after a success the next submit is a new change with a new key.
 * A form whose success leaves the page leaves `done` out: one key while it is shown. Made after
 * hydration (a random value rendered on the server would not match the browser's).
 */
export function SubmitKey({ done = 0 }: { done?: number }) {
  const [key, setKey] = useState('');
  useEffect(() => setKey(newSubmitKey()), [done]);
  return <input type="hidden" name={SUBMIT_KEY_FIELD} value={key} />;
}
