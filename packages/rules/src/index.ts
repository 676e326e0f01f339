export * from './catalogue/character-types';
export { NPC_CHARACTERS } from './catalogue/npcs';
export * from './dice';
