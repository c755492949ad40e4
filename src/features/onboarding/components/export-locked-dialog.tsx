import { ConfirmExportDialog } from '@/components/dashboard/confirm-export-dialog';

/** Asked before an export while some passwords cannot be decrypted: export with those cells empty? */
export function ExportLockedDialog({
  lockedCount,
  onCancel,
  onConfirm,
}: {
  /** How many exported rows have a password this session cannot decrypt; 0 closes the dialog. */
  lockedCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const rows = lockedCount === 1 ? '1 submission has a password' : `${lockedCount} submissions have passwords`;
  return (
    <ConfirmExportDialog
      open={lockedCount > 0}
      title="Passwords are locked"
      description={`${rows} that this session cannot decrypt. Unlock passwords with the private key to include them, or export now with those password cells left empty.`}
      choices={[{ label: 'Export without passwords', onSelect: onConfirm, variant: 'default' }]}
      onCancel={onCancel}
    />
  );
}
