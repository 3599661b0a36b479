import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LogoMark } from '@/components/ui/logo';

/** The card an operator meets before the console opens (sign-in, an invitation's link): logo, language, content. */
export function ConsoleDoor({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-10">
      <Card padding="xl" className="flex w-full max-w-md flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <span className="flex items-center gap-2 font-semibold text-ink-800">
            <LogoMark className="size-8 text-brand-600" />
            {t('console.short')}
          </span>
          <LanguageSwitch />
        </div>
        {children}
      </Card>
    </main>
  );
}
