import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = dirname(fileURLToPath(import.meta.url));
// Storybook and its addons are dev dependencies of @carrello/ui (pnpm does not hoist them
// to the root), so resolve them from that package.
const repoRoot = join(here, '..');
const uiRoot = join(repoRoot, 'packages/ui');
const requireFromUi = createRequire(join(here, '../packages/ui/package.json'));
const resolvePackage = (name: string) => dirname(requireFromUi.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', './reference/*.mdx'],
  addons: [
    resolvePackage('@storybook/addon-docs'),
    resolvePackage('@storybook/addon-a11y'),
    resolvePackage('@storybook/addon-vitest'),
  ],
  framework: { name: resolvePackage('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    // Bare imports (react, storybook, the addons' setup files) resolve from packages/ui,
    // where they are declared; the repository root stays readable for this folder.
    viteConfig.root = uiRoot;
    viteConfig.server ??= {};
    viteConfig.server.fs ??= {};
    viteConfig.server.fs.allow = [...(viteConfig.server.fs.allow ?? []), repoRoot];
    // Use the workspace packages' sources, like Vitest and the other packages' builds.
    viteConfig.resolve ??= {};
    // The reference pages in .storybook/reference import the Docs blocks and render JSX: resolve
    // those from packages/ui too (Vite's `dedupe` resolves from the root set above).
    viteConfig.resolve.dedupe = [
      ...(viteConfig.resolve.dedupe ?? []),
      '@storybook/addon-docs',
      'react',
      'react-dom',
    ];
    viteConfig.resolve.conditions = [
      '@carrello/source',
      'module',
      'browser',
      'development|production',
    ];
    return viteConfig;
  },
};

export default config;
