declare module 'virtual:niche-counts' {
  import type { NicheCounts } from '@/features/catalogue/lib/niche-counts';
  const counts: NicheCounts;
  export default counts;
}
