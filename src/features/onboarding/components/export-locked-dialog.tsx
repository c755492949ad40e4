import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

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
    <AlertDialog open={lockedCount > 0} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Passwords are locked</AlertDialogTitle>
          <AlertDialogDescription>
            {rows} that this session cannot decrypt. Unlock passwords with the private key to include them, or export
            now with those password cells left empty.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button onClick={onConfirm}>Export without passwords</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
