import type { FormError } from './user-errors';

/** The add-member form after an attempt: what was typed stays unless it worked. */
export interface AddMemberState {
  email: string;
  role: string;
  errors: FormError[];
  done: number;
  message?: string;
}

export const INITIAL_ADD_MEMBER_STATE: AddMemberState = { email: '', role: 'PLAYER', errors: [], done: 0 };

/** The create-key form after an attempt; `secret` is there once, right after creating. */
export interface CreateApiKeyState {
  name: string;
  errors: FormError[];
  created: { name: string; secret: string; prefix: string } | null;
}

export const INITIAL_CREATE_API_KEY_STATE: CreateApiKeyState = { name: '', errors: [], created: null };
