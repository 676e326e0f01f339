import * as catalogue from './index-powers';

describe('index-powers', () => {
  it('exports the catalogues and their functions', () => {
    expect(catalogue.CLIX_CAMPAIGN_POWERS).toHaveLength(48);
    expect(catalogue.HEROCLIX_ALPHA_POWERS).toHaveLength(44);
    expect(catalogue.FEATS).toHaveLength(42);
    expect(catalogue.OTHER_ITEMS).toHaveLength(4);
    expect(catalogue.OBJECT_WEAPONS).toHaveLength(4);
    expect(catalogue.ADVANCED_WEAPONS).toHaveLength(16);
    expect(catalogue.NON_COMBAT_SKILLS).toHaveLength(17);
    expect(catalogue.SKILL_DIFFICULTIES).toHaveLength(6);
    for (const fn of [catalogue.validateFeatAssignment, catalogue.skillCheck, catalogue.rollItemEffect, catalogue.findPower]) {
      expect(typeof fn).toBe('function');
    }
  });
});
