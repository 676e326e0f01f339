// The package is ESM ("type": "module"); its CommonJS build says so for its own folder, so `require` reads it as CommonJS.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
