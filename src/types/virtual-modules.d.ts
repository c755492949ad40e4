declare module 'virtual:niche-counts' {
  import type { NicheCounts } from '@/domain/catalogue/niche-counts';
  const counts: NicheCounts;
  export default counts;
}

declare module 'virtual:local-db-snapshot' {
  /** URL of the migrated demo database's data directory (a .tgz); undefined on the server and in unit tests. */
  const url: string | undefined;
  export default url;
}
