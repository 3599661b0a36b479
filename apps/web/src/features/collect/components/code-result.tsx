import { type CodePreview, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/content-icons';
import { formatPoints } from '@/lib/format';
import { formatDate } from '@/lib/format-time';
import type { CollectedCode } from '../lib/use-code-flow';

interface CodePreviewCardProps {
  preview: CodePreview;
  isCollecting: boolean;
  onCollect: () => void;
  onCancel: () => void;
}

/** What the code is worth before it is used: the member decides with the points and the end date in view. */
export function CodePreviewCard({ preview, isCollecting, onCollect, onCancel }: CodePreviewCardProps) {
  const { t, i18n } = useTranslation('collect');
  const points = formatPoints(preview.points, i18n.language);
  return (
    <Card
      aria-labelledby="code-preview-title"
      as="section"
      padding="lg"
      isOutlined
      className="flex flex-col gap-4"
      data-testid="code-preview"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-ink-500">{preview.code}</p>
          <h2 id="code-preview-title" className="text-xl font-bold text-ink-900" data-testid="code-preview-title">
            {preview.title}
          </h2>
        </div>
        <p className="shrink-0 rounded-2xl bg-brand-50 px-4 py-2 text-center text-brand-700">
          <span className="block text-2xl font-bold tabular-nums" data-testid="code-preview-points">
            +{points}
          </span>
          <span className="text-sm font-semibold">{t('code.pointsUnit', { count: preview.points })}</span>
        </p>
      </div>
      {preview.description ? <p className="leading-relaxed text-ink-700">{preview.description}</p> : null}
      <p className="text-sm text-ink-600">
        {t('code.validUntil', { date: formatDate(preview.valid_until, i18n.language) })}
      </p>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button onClick={onCollect} disabled={isCollecting} className="tablet:flex-1" data-testid="code-collect">
          {isCollecting ? t('code.collecting') : t('code.collect', { count: preview.points, points })}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isCollecting} data-testid="code-cancel">
          {t('code.cancel')}
        </Button>
      </div>
    </Card>
  );
}

/** The code was used: the points earned and the balance they made, then where to go next. */
export function CodeCollected({ result, onAnother }: { result: CollectedCode; onAnother: () => void }) {
  const { t, i18n } = useTranslation('collect');
  return (
    <Card
      role="status"
      aria-labelledby="code-collected-title"
      as="section"
      padding="lg"
      className="flex flex-col items-center gap-4 text-center ring-1 ring-emerald-100"
      data-testid="code-collected"
    >
      <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700">
        <CheckIcon className="size-9" />
      </span>
      <h2 id="code-collected-title" className="text-xl font-bold text-ink-900">
        {t('code.collectedTitle', { count: result.points, points: formatPoints(result.points, i18n.language) })}
      </h2>
      <p className="text-ink-700">{result.title}</p>
      <p className="text-ink-700" data-testid="code-collected-balance">
        {t('code.newBalance', {
          count: result.point_balance,
          points: formatPoints(result.point_balance, i18n.language),
        })}
      </p>
      <p className="text-sm text-ink-600">
        {t('code.expiresOn', { date: formatDate(result.expires_at, i18n.language) })}
      </p>
      <div className="flex w-full flex-col gap-3 tablet:w-auto tablet:flex-row">
        <Button variant="secondary" onClick={onAnother} data-testid="code-another">
          {t('code.another')}
        </Button>
        <ButtonLink to={pathOf('collect-point')} data-testid="code-done">
          {t('code.done')}
        </ButtonLink>
      </div>
    </Card>
  );
}
