import type { ReactNode } from 'react';

/** An inline message under a form: an error (announced at once) or a calm status. */
export function Notice({
  tone = 'error',
  children,
  testId,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  const colours =
    tone === 'error'
      ? 'border-brand-200 bg-brand-50 text-brand-800'
      : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-2xl border px-4 py-3 ${colours}`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
