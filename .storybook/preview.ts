// The decorators and parameters live in packages/ui so that their imports (React,
// styled-components, the theme) resolve from the package that declares them.
export { default } from '../packages/ui/src/storybook/preview';
