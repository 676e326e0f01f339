/** Stable codes of the world catalogues (powers, feats, items, scenarios, settings, import). */
export const CATALOGUE_ERROR_CODES = {
  /** A settings change names a key the rules' settings do not have. */
  SETTING_UNKNOWN: 'SETTING_UNKNOWN',
  /** A setting got a value of the wrong kind (text for a number, a list for a flag...). */
  SETTING_WRONG_TYPE: 'SETTING_WRONG_TYPE',
  SETTING_OUT_OF_RANGE: 'SETTING_OUT_OF_RANGE',
  /** A word that is not one of the setting's choices. */
  SETTING_NOT_ALLOWED: 'SETTING_NOT_ALLOWED',
  /** A table setting (injury ranges, team abilities chart) that leaves some roll without exactly one result. */
  SETTING_TABLE_INCOMPLETE: 'SETTING_TABLE_INCOMPLETE',
  CATALOGUE_ENTRY_NOT_FOUND: 'CATALOGUE_ENTRY_NOT_FOUND',
  /** A requiredPowers group names a power the world's catalogue does not have. */
  POWER_NOT_IN_CATALOGUE: 'POWER_NOT_IN_CATALOGUE',
  /** A dial click shows a power that is not in the world's catalogue (nor a HorrorClix hourglass or insanity). */
  POWER_UNKNOWN: 'POWER_UNKNOWN',
  /** A scoring line is not of the form the rules engine reads. */
  SCORING_LINE_INVALID: 'SCORING_LINE_INVALID',
  /** An import file that is not JSON at all (the position of the first mistake is given). */
  IMPORT_NOT_JSON: 'IMPORT_NOT_JSON',
  /** The file is JSON but not a "clix-characters" file of a version this API reads. */
  IMPORT_FORMAT_UNKNOWN: 'IMPORT_FORMAT_UNKNOWN',
  IMPORT_TOO_LARGE: 'IMPORT_TOO_LARGE',
  /** A value of the file is not of the type the character input takes (missing field, unknown field, wrong enum). */
  IMPORT_VALUE_INVALID: 'IMPORT_VALUE_INVALID',
  /** A scenario was named twice (by its id and by its catalogue id): give one. */
  SCENARIO_GIVEN_TWICE: 'SCENARIO_GIVEN_TWICE',
  /** A scenario is needed and none was named. */
  SCENARIO_REQUIRED: 'SCENARIO_REQUIRED',
} as const;
