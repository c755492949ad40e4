import type { DashboardExporter, ExportQuery } from '@/components/dashboard/dashboard-definition';
import type { SubmissionSortColumn, SubmissionsFilter } from '../api/onboarding-records';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { ExportLockedDialog } from '../components/export-locked-dialog';
import { ExportPasswordsDialog } from '../components/export-passwords-dialog';
import { useCanDecrypt } from '../lib/use-credential-keys';
import { useExportSubmissions } from './use-export-submissions';

/** The onboarding dashboard's export: the CSV with passwords only after staff choose them, and the two questions it asks. */
export function useSubmissionsExporter(): DashboardExporter<OnboardingSubmission, ExportQuery<SubmissionsFilter, SubmissionSortColumn>> {
  const exporter = useExportSubmissions(useCanDecrypt());
  return {
    exportAll: exporter.exportSubmissions,
    exportSelected: exporter.exportSelected,
    exporting: exporter.exporting,
    dialogs: (
      <>
        <ExportPasswordsDialog
          readableCount={exporter.readableCount}
          lockedCount={exporter.lockedCount}
          onCancel={exporter.cancelExport}
          onExport={exporter.confirmExport}
        />
        <ExportLockedDialog
          lockedCount={exporter.readableCount === 0 ? exporter.lockedCount : 0}
          onCancel={exporter.cancelExport}
          onConfirm={() => exporter.confirmExport(false)}
        />
      </>
    ),
  };
}
