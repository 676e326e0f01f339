import { registerEnumType } from 'type-graphql';

export enum MatchRuleset {
  CLIX_CAMPAIGN = 'CLIX_CAMPAIGN',
  HEROCLIX_2003 = 'HEROCLIX_2003',
  HEROCLIX_ALPHA = 'HEROCLIX_ALPHA',
  HORRORCLIX = 'HORRORCLIX',
  RPS_CLIX = 'RPS_CLIX',
}
registerEnumType(MatchRuleset, { name: 'MatchRuleset', description: 'The rules the match is played under.' });

export enum MatchStatus {
  SETUP = 'SETUP',
  IN_PROGRESS = 'IN_PROGRESS',
  RESOLVED = 'RESOLVED',
  VOID = 'VOID',
}
registerEnumType(MatchStatus, { name: 'MatchStatus', description: 'SETUP until the first event, IN_PROGRESS while played, then RESOLVED or VOID.' });

export enum MapType {
  CITY = 'CITY',
  OTHER = 'OTHER',
}
registerEnumType(MapType, { name: 'MapType', description: 'The map played on: only the City map moves Prestige and Infamy.' });

export enum MatchEventType {
  ATTACK = 'ATTACK',
  DAMAGE = 'DAMAGE',
  HEAL = 'HEAL',
  KO = 'KO',
  CRITICAL_CONDITION = 'CRITICAL_CONDITION',
  CAPTURE = 'CAPTURE',
  RESCUE = 'RESCUE',
  ESCAPE = 'ESCAPE',
  BYSTANDER_SAVED = 'BYSTANDER_SAVED',
  BYSTANDER_HURT = 'BYSTANDER_HURT',
  PROPERTY_DESTROYED = 'PROPERTY_DESTROYED',
  OBJECTIVE_MET = 'OBJECTIVE_MET',
  END_TURN = 'END_TURN',
  REVERSAL = 'REVERSAL',
}
registerEnumType(MatchEventType, { name: 'MatchEventType', description: 'What happened at the table; REVERSAL undoes an earlier event.' });

export enum AttackKindEnum {
  CLOSE = 'CLOSE',
  RANGED = 'RANGED',
}
registerEnumType(AttackKindEnum, { name: 'AttackKind', description: 'Close combat (adjacent) or ranged combat.' });

export enum FigureStatus {
  ACTIVE = 'ACTIVE',
  KO = 'KO',
  CRITICAL_CONDITION = 'CRITICAL_CONDITION',
  PERMANENTLY_INJURED = 'PERMANENTLY_INJURED',
  REMOVED = 'REMOVED',
}
registerEnumType(FigureStatus, { name: 'FigureStatus', description: "Where the figure's dial stands, as the rules read it." });
