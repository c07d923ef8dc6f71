import { carrelloKeys } from '../keys';

/** Query keys of the application config and the version check. */
export const appKeys = {
  all: [...carrelloKeys.all, 'app'] as const,
  config: () => [...appKeys.all, 'config'] as const,
  version: (platform: string, currentVersion: string) =>
    [...appKeys.all, 'version', platform, currentVersion] as const,
};
