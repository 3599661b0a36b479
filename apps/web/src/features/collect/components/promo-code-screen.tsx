import { codeErrors, pathOf } from '@loyalty/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { isErrorBody } from '@/lib/api-client';
import { localStore } from '@/lib/storage';
import { type CollectedCode, useCodeFlow } from '../lib/use-code-flow';
import { CodeEntryForm } from './code-entry-form';
import { CodeFlowPanel } from './code-flow-panel';
import { TicketIcon } from './collect-icons';

/**
 * promo-code: a code typed by the member, or the `promocode` a link brought in (SPEC §4 query capture).
 * The captured code is offered until it is used up: it leaves storage once collected, or once the server
 * says it can never be used (invalid, used, expired, exhausted), so it is not offered again.
 */
export function PromoCodeScreen({ onCollected }: { onCollected: (result: CollectedCode) => void }) {
  const { t } = useTranslation('collect');
  const [capturedCode] = useState(() => localStore.get('promocode') ?? '');
  const flow = useCodeFlow({
    onCollected: (result) => {
      localStore.remove('promocode');
      onCollected(result);
    },
  });
  const isUnusable = isErrorBody(flow.error) && (codeErrors as readonly string[]).includes(flow.error.code);
  useEffect(() => {
    if (isUnusable) localStore.remove('promocode');
  }, [isUnusable]);
  return (
    <>
      <Card isOutlined className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <TicketIcon className="size-7" />
        </span>
        <p className="leading-relaxed text-ink-700">{t('promo.intro')}</p>
      </Card>
      <CodeFlowPanel
        flow={flow}
        entry={
          <Card padding="lg" isOutlined>
            <CodeEntryForm
              initialCode={capturedCode}
              isBusy={flow.stage.kind === 'checking'}
              onSubmit={(code) => void flow.check(code)}
              testId="promo-form"
              label={t('promo.label')}
            />
          </Card>
        }
      />
      <Link
        to={pathOf('promo-condition')}
        className="self-center rounded-lg px-2 py-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
        data-testid="promo-conditions-link"
      >
        {t('promo.conditionsLink')}
      </Link>
    </>
  );
}
