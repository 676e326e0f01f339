import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './schema';

describe('schema.graphql', () => {
  it('is the SDL the code emits (run `npm run schema -w @clix/api` after changing the API)', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema());
  });
});
