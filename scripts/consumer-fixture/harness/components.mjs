// Which exports of a module are React components, and whether the props table covers them.

const isPascal = (name) => /^[A-Z]/.test(name) && !/^[A-Z0-9_]+$/.test(name);

function isComponentValue(name, value) {
  if (typeof value === 'function') return isPascal(name);
  return typeof value === 'object' && value !== null && typeof value.$$typeof === 'symbol';
}

/**
 * The members of a compound namespace. Required from a CommonJS build, a namespace also carries
 * `default` (the bundler's interop: the module object itself), which is not a part.
 */
const partsOf = (value) => Object.keys(value).filter((key) => key !== 'default');

/**
 * The component exports of `mod`: `{ name, parts }`, where `parts` lists the members of a
 * compound namespace (`Dialog.Root`, …) and is empty for a single component.
 */
export function componentExports(mod) {
  const found = [];
  for (const name of Object.keys(mod).sort()) {
    const value = mod[name];
    if (isComponentValue(name, value)) {
      found.push({ name, parts: [] });
    } else if (
      isPascal(name) &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      partsOf(value).length > 0 &&
      partsOf(value).every((part) => isComponentValue(part, value[part]))
    ) {
      found.push({ name, parts: partsOf(value) });
    }
  }
  return found;
}

/** Problems of coverage: components without an entry, entries without a component, parts never rendered. */
export function coverageProblems(label, mod, cases) {
  const problems = [];
  const components = componentExports(mod);
  const names = new Set(components.map((component) => component.name));
  for (const { name, parts } of components) {
    const entry = cases[name];
    if (!entry) {
      problems.push(`${label}: the exported component ${name} has no entry in the props table`);
      continue;
    }
    const source = String(entry.render);
    for (const part of parts) {
      if (!new RegExp(`\\b${name}\\.${part}\\b`).test(source))
        problems.push(`${label}: the entry of ${name} does not render ${name}.${part}`);
    }
  }
  for (const name of Object.keys(cases)) {
    if (!names.has(name))
      problems.push(
        `${label}: the props table has an entry for ${name}, which is not an exported component`,
      );
  }
  return { components, problems };
}
