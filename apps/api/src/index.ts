export { parseJsonWithLines } from './catalogues/json-positions';
export { createDataSource, entities } from './data-source';
export { demoCreator, loadDemoWorld, DEMO_WORLD_SLUG } from './demo/demo-world';
export { startApiServer } from './http/server';
export { limitsFromEnv } from './limits/limits.config';
export { queryLimitRules, tokenLimitError } from './limits/query-limits';
export { fromGlobalId, toGlobalId } from './common/global-id-codec';
export { buildAppSchema, printAppSchema } from './schema';
