import { defineConfig } from 'tsup';
import { kitBuild } from '../../scripts/kit-build.mjs';

export default defineConfig(() => kitBuild({ entries: { index: 'src/index.ts' } }));
