import { registerEnumType } from 'type-graphql';

export enum LeagueStatus {
  OPEN = 'OPEN',
  FINAL = 'FINAL',
}
registerEnumType(LeagueStatus, { name: 'LeagueStatus', description: 'OPEN takes matches; FINAL: the standings are final and no match can join.' });

/** The tie-breakers of @clix/rules (LeagueTieBreaker), as a GraphQL enum. */
export enum LeagueTieBreakerEnum {
  HEAD_TO_HEAD = 'HEAD_TO_HEAD',
  HERO_POINTS = 'HERO_POINTS',
  PRESTIGE = 'PRESTIGE',
  OPPONENTS_WIN_PERCENTAGE = 'OPPONENTS_WIN_PERCENTAGE',
  KOS = 'KOS',
}
registerEnumType(LeagueTieBreakerEnum, {
  name: 'LeagueTieBreaker',
  description: 'How teams level on points are ordered, higher first.',
  valuesConfig: {
    HEAD_TO_HEAD: { description: 'Points in the games between the teams still level only: a mini-league among them (0 for a team level with no one).' },
    HERO_POINTS: { description: 'Hero Points earned in league matches.' },
    PRESTIGE: { description: "Prestige earned in league matches; a villain team's Infamy gained counts by its magnitude." },
    OPPONENTS_WIN_PERCENTAGE: { description: "Over the games played, the average of the opponent's (won + ½ drawn) / played." },
    KOS: { description: 'Figures KOed in league matches.' },
  },
});

/** What a world's leagues can be ordered by. */
export enum LeagueOrderField {
  NAME = 'NAME',
  CREATED_AT = 'CREATED_AT',
}
registerEnumType(LeagueOrderField, {
  name: 'LeagueOrderField',
  description: 'What a list of leagues is ordered by; ties are broken by id.',
  valuesConfig: { NAME: { description: "The league's name." }, CREATED_AT: { description: 'When the league was created.' } },
});

/** What a world's prestige table can be ordered by. */
export enum PrestigeTableOrderField {
  RENOWN = 'RENOWN',
  NAME = 'NAME',
}
registerEnumType(PrestigeTableOrderField, {
  name: 'PrestigeTableOrderField',
  description: 'What the prestige table is ordered by; ties are broken by name, then id, in the same direction.',
  valuesConfig: {
    RENOWN: {
      description: "Renown: a hero's Prestige, a villain's Infamy by its size (-Infamy), as `rank` counts it. The default is RENOWN DESC with names A to Z.",
    },
    NAME: { description: "The team's name." },
  },
});
