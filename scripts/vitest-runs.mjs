// The Vitest runs that test a set of projects: the browser projects apart from the others
// (scripts/test-unit.mjs says why). Shared by `pnpm test:unit` and the React 19 leg.

/** The Vitest projects that run in a browser. */
const BROWSER_PROJECTS = ['storybook'];

/**
 * The argument lists of the Vitest runs for `args` (Vitest's own arguments, `--project` included):
 * one run when the caller names projects that are all browser or all not; otherwise the
 * non-browser projects first and the browser projects second.
 * @param {string[]} args
 * @returns {string[][]}
 */
export function vitestRuns(args) {
  const named = [];
  const rest = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--project') named.push(args[++index]);
    else if (args[index].startsWith('--project=')) named.push(args[index].slice(10));
    else rest.push(args[index]);
  }
  const project = (name) => ['--project', name];
  const browser = named.filter((name) => BROWSER_PROJECTS.includes(name));
  const other = named.filter((name) => !BROWSER_PROJECTS.includes(name));
  const runs =
    named.length === 0
      ? [BROWSER_PROJECTS.map((name) => `!${name}`), BROWSER_PROJECTS]
      : [other, browser].filter((names) => names.length > 0);
  if (runs.length === 1) return [[...runs[0].flatMap(project), ...rest]];
  // A file filter (`pnpm test:unit cart`) may match files of one run only.
  const filtered = rest.some((arg) => !arg.startsWith('-'));
  return runs.map((names) => [
    ...names.flatMap(project),
    ...rest,
    ...(filtered ? ['--passWithNoTests'] : []),
  ]);
}
