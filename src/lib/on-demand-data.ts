/**
 * The data layer of a form on a prerendered public page (supabase-js; PGlite and libsodium in demo mode;
 * the query client), as a module imported on demand: `prepare` when the visitor first focuses or presses
 * the form, `load` at submit, which waits for the import if it comes first. Nothing typed is lost meanwhile.
 */
export function onDemandData<Api extends { warmUpDataLayer: () => void }>(load: () => Promise<Api>) {
  return {
    /** Starts loading the data layer (in demo mode, also the embedded database). Never throws. */
    prepare(): void {
      load().then(
        (api) => api.warmUpDataLayer(),
        () => undefined,
      );
    },
    load,
  };
}
