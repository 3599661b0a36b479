import type { ReactNode } from 'react';
import { LogoMark } from './logo';

/** A calm message where content will be: what this place is for, never invented data. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-brand-200 bg-white/80 px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-500">
        <LogoMark className="size-9" />
      </span>
      <p className="max-w-sm text-base leading-relaxed text-ink-600" data-testid="empty-state">
        {children}
      </p>
      {action}
    </div>
  );
}
