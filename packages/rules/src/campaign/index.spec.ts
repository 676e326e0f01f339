import * as campaign from './index';

describe('campaign public API', () => {
  it('exports the economy functions and default settings by name', () => {
    const functions = [
      'startingResources',
      'validateFoundingTeam',
      'heroPointsForDefeat',
      'majorityNeeded',
      'enemyTeamDefeatBonus',
      'scenarioBonus',
      'trainingHeroPoints',
      'levelUpCost',
      'levelOfRank',
      'maximumLevel',
      'isRookieVersion',
      'canRecruit',
      'pleaForMembership',
      'depressedCharacterSuitorOrder',
      'achievementPointsFor',
      'moraleChecks',
      'moraleFightOutcome',
      'campaignSettings',
    ] as const;
    for (const name of functions) expect(typeof campaign[name]).toBe('function');
    expect(campaign.DEFAULT_CAMPAIGN_SETTINGS.start).toEqual({
      heroPoints: 100,
      heroPointsSeveralPlayers: 150,
      teamsOfSeveralPlayers: false,
      cash: 1000,
      maxFoundingMembers: 3,
    });
  });
});
