export * from './catalogue/character-types';
export { NPC_CHARACTERS } from './catalogue/npcs';
export * from './catalogue/index-powers';
export * from './catalogue/index-tables';
export * from './dice';
export * from './combat';
export * from './campaign';
export * from './scenarios';
export * from './rulesets';
