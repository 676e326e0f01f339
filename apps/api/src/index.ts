export { parseJsonWithLines } from './catalogues/json-positions';
export { createDataSource, entities } from './data-source';
export { demoCreator, loadDemoWorld, DEMO_WORLD_SLUG } from './demo/demo-world';
export { startApiServer } from './http/server';
export { buildAppSchema, printAppSchema } from './schema';
