import { ConfirmExportDialog } from '@/components/dashboard/confirm-export-dialog';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Asked before an export that would write readable passwords: the file holds them in plain text,
 * exactly as the clients typed them, so staff choose to include them rather than get them by default.
 */
export function ExportPasswordsDialog({
  readableCount,
  lockedCount,
  onCancel,
  onExport,
}: {
  /** How many exported rows have a password this session can decrypt; 0 closes the dialog. */
  readableCount: number;
  /** How many more cannot be decrypted here (their cells stay empty either way). */
  lockedCount: number;
  onCancel: () => void;
  onExport: (withPasswords: boolean) => void;
}) {
  const locked = lockedCount
    ? ` ${count(lockedCount, 'other password', 'other passwords')} cannot be decrypted in this session and will be left empty.`
    : '';
  return (
    <ConfirmExportDialog
      open={readableCount > 0}
      title="Export passwords?"
      description={`The file will contain ${count(readableCount, 'website password', 'website passwords')} in plain text (one that starts like a spreadsheet formula gets a leading apostrophe; copy it exactly from the dashboard). Anyone who opens it can read them: keep it somewhere safe and delete it when you are done.${locked}`}
      choices={[
        { label: 'Export without passwords', onSelect: () => onExport(false) },
        { label: 'Export with passwords', onSelect: () => onExport(true) },
      ]}
      onCancel={onCancel}
    />
  );
}
