import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A thenable that settles as it is subscribed to. React.lazy given an already-resolved promise still
 * suspends for a microtask: its first render commits the Suspense fallback, and React then holds the
 * content back until 300 ms after that fallback appeared (its fallback throttle). Given this instead, lazy
 * renders the module in the same render (docs/decisions/018-demo-on-local-backend.md, stop 37).
 */
export function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * React.lazy for a module that is usually loaded before it shows (preloaded when the visitor starts a
 * form): `load()` fetches it and keeps it, and once kept the component renders without suspending.
 */
export function lazyWhenLoaded<Props extends object>(
  importModule: () => Promise<ComponentType<Props>>,
): { Component: LazyExoticComponent<ComponentType<Props>>; load: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() =>
    loaded ? settled({ default: loaded }) : load().then((component) => ({ default: component })),
  );
  return { Component, load };
}
