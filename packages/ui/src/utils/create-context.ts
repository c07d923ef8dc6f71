import { createContext, useContext } from 'react';

/**
 * Creates a compound-component context whose consumer throws a clear error when a part
 * is rendered outside its Root, e.g. "`Dialog.Content` must be used within `Dialog.Root`".
 */
export function createPartContext<T>(rootName: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = `${rootName}Context`;
  function usePartContext(partName: string): T {
    const value = useContext(Context);
    if (value === null) {
      throw new Error(`\`${partName}\` must be used within \`${rootName}\``);
    }
    return value;
  }
  return [Context.Provider, usePartContext] as const;
}
