// npm run docs:config: writes docs/configuration.md from .env.example (scripts/docs/configuration.ts).
import { writeFile } from 'node:fs/promises';
import { CONFIGURATION_PAGE, configurationPage } from './docs/configuration.js';

await writeFile(CONFIGURATION_PAGE, await configurationPage());
console.log('Wrote docs/configuration.md');
