declare module 'virtual:niche-counts' {
  import type { NicheCounts } from '@/domain/catalogue/niche-counts';
  const counts: NicheCounts;
  export default counts;
}
