import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Dialog } from '@/components/ui/dialog';

/**
 * A confirmation before a write that cannot be undone from the console (a status change, a merge): it
 * says what will happen, holds the focus until answered (and gives it back to the button that opened
 * it), and Escape or Cancel leaves everything as it was.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  isPending,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      role="alertdialog"
      aria-labelledby={titleId}
      onDismiss={onCancel}
      className={cardClasses(
        { elevation: 'lg', padding: 'lg' },
        'm-auto w-[calc(100%-2rem)] max-w-lg flex-col gap-4 backdrop:bg-ink-900/40 open:flex',
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <div className="text-ink-700">{children}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
