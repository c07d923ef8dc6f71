/**
 * Gives a styled widget's all-in-one component the compound parts of its headless widget
 * (`Switch.Root`, `Switch.Thumb`), so that both variants share their part names. Call it with
 * `/* @__PURE__ *\/` so that a bundler drops it when the widget goes unused.
 */
export function withParts<TComponent extends object, TParts extends Record<string, unknown>>(
  component: TComponent,
  parts: TParts,
): TComponent & TParts {
  return Object.assign(component, parts);
}
