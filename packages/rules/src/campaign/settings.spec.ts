import { campaignSettings, DEFAULT_CAMPAIGN_SETTINGS } from './settings';

describe('campaignSettings', () => {
  it('returns the defaults when nothing is overridden', () => {
    expect(campaignSettings({})).toEqual(DEFAULT_CAMPAIGN_SETTINGS);
  });

  it('overrides one field and keeps the rest of its group', () => {
    const settings = campaignSettings({ start: { cash: 500 }, morale: { fightClicksToWin: 3 } });
    expect(settings.start).toEqual({ ...DEFAULT_CAMPAIGN_SETTINGS.start, cash: 500 });
    expect(settings.morale.fightClicksToWin).toBe(3);
    expect(settings.morale.rejoinDefensePenalty).toEqual({ DISGRUNTLED: 3, DEPRESSED: 2, RIVALRY: 2, LOST_CONFIDENCE: 3 });
  });

  it('applies overrides on top of another base, leaving both inputs untouched', () => {
    const base = campaignSettings({ start: { cash: 500 } });
    const settings = campaignSettings({ start: { heroPoints: 120 } }, base);
    expect(settings.start.cash).toBe(500);
    expect(settings.start.heroPoints).toBe(120);
    expect(base.start.heroPoints).toBe(100);
    expect(DEFAULT_CAMPAIGN_SETTINGS.start.cash).toBe(1000);
  });
});
