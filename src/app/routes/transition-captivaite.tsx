import { MigrationNoticePage } from '@/features/migration/components/migration-notice-page';
import { MIGRATION_NOTICES } from '@/features/migration/data/migration-notice';

export default function Route() {
  return <MigrationNoticePage notice={MIGRATION_NOTICES.transitionCaptivaite} />;
}
