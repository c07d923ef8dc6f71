/**
 * Splits a part's props into the options of its behaviour hook and the rest, for the element.
 * `keys` names every option once: typed `satisfies Record<keyof UseXOptions, true>`, it stops the
 * type check when the hook gains an option that would otherwise reach the DOM as an attribute.
 * Each named option is in the first object, `undefined` when not given, as a destructuring has it.
 */
export function splitProps<TProps extends object, TKey extends keyof TProps>(
  props: TProps,
  keys: Record<TKey, true>,
): [Pick<TProps, TKey>, Omit<TProps, TKey>] {
  const picked = {} as Pick<TProps, TKey>;
  for (const key of Object.keys(keys) as TKey[]) picked[key] = props[key];
  const rest: Partial<TProps> = {};
  for (const key of Object.keys(props) as (keyof TProps)[]) {
    if (!Object.hasOwn(keys, key)) rest[key] = props[key];
  }
  return [picked, rest as Omit<TProps, TKey>];
}
