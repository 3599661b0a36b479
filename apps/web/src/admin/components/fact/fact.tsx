import type { ReactNode } from 'react';

/** One label and its value in a console fact list (`<dl>`): a member's profile, a campaign's rule. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="font-semibold text-ink-900">{children}</dd>
    </div>
  );
}
