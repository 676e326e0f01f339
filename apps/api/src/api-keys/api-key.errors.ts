/** Stable codes of API keys. */
export const API_KEY_ERROR_CODES = {
  API_KEY_NOT_FOUND: 'API_KEY_NOT_FOUND',
} as const;
