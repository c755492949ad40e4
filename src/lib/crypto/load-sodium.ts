import type sodiumModule from 'libsodium-wrappers';

export type Sodium = typeof sodiumModule;

let loading: Promise<Sodium> | undefined;

/**
 * libsodium is ~180 KB of JavaScript, so it is imported on demand: only the onboarding form and the
 * onboarding dashboard call this, and no other page downloads it.
 */
export function loadSodium(): Promise<Sodium> {
  loading ??= import('libsodium-wrappers')
    .then(async (module) => {
      const sodium = (module.default ?? module) as Sodium;
      await sodium.ready;
      return sodium;
    })
    .catch((error: unknown) => {
      loading = undefined; // let a later call retry (a flaky network while fetching the chunk)
      throw error;
    });
  return loading;
}
