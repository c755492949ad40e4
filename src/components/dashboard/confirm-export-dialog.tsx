import type { ReactNode } from 'react';
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

export type ExportChoice = { label: string; onSelect: () => void; variant?: 'default' | 'outline' };

/**
 * Asked before an export that needs a decision (secrets in the file, or some that cannot be included).
 * Cancel is always offered and is where focus starts, so Enter never writes secrets by accident.
 */
export function ConfirmExportDialog({
  open,
  title,
  description,
  choices,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The export options, least revealing first; the last one is the primary button. */
  choices: ReadonlyArray<ExportChoice>;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {choices.map((choice, index) => (
            <Button
              key={choice.label}
              variant={choice.variant ?? (index === choices.length - 1 ? 'default' : 'outline')}
              onClick={choice.onSelect}
            >
              {choice.label}
            </Button>
          ))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
