/** Scenario facts a side may report (all optional whole numbers), with their words for the form. */
export const SCENARIO_FACTS = [
  ['hostagesSaved', 'Hostages saved'],
  ['hostagesKOdByTeam', 'Hostages KOed by this team'],
  ['hostagesKOdByVillains', 'Hostages KOed by the villains'],
  ['hostagesTakenByVillains', 'Hostages taken by the villains'],
  ['escapeesTotal', 'Escapees in all'],
  ['escapeesRecaptured', 'Escapees recaptured'],
  ['enemyPointsKOdWithoutHostageKO', 'Enemy points KOed without a hostage KO'],
  ['membersNotAttempting', 'Members not attempting the goal'],
  ['membersRescuingInnocents', 'Members rescuing innocents'],
  ['monstersEscaped', 'Monsters that escaped'],
  ['ownPointsWoundedByBomb', 'Own points wounded by the bomb'],
] as const;

/** Counts beyond what the log attributes to the side. */
export const OUTCOME_COUNTS = [
  ['bystandersSaved', 'Extra bystanders saved'],
  ['bystandersHurt', 'Extra bystanders hurt'],
  ['propertyDestroyed', 'Extra property destroyed'],
] as const;
