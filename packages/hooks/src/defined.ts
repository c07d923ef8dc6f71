// Internal (not exported): the SDK's optional query parameters are `name?: T`, which under
// `exactOptionalPropertyTypes` takes no explicit `undefined`; the package is compiled with that
// flag so that its published types hold in a consumer that sets it.

/** `T` with its possibly undefined properties made optional and never undefined. */
type WithoutUndefined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** A copy of `values` without the properties whose value is `undefined`. */
export function withoutUndefined<T extends object>(values: T): WithoutUndefined<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as WithoutUndefined<T>;
}
