/*
 * Stands in for @supabase/storage-js in everything Vite builds (vite.config.ts, `omittedSupabaseParts`):
 * supabase-js creates a storage client in its constructor, and this app stores no files (decision 018,
 * stop 39). Any use fails loudly with the reason.
 */
const WHY = 'Storage is left out of this app (src/lib/supabase-omitted/storage-js.ts).';

export class StorageApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageApiError';
  }
}

export class StorageClient {
  constructor(_url: string, _headers?: unknown, _fetch?: unknown, _options?: unknown) {}

  from(): never {
    throw new Error(WHY);
  }
}
