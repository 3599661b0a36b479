import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/content-icons';
import { formatPoints } from '@/lib/format';

/** "+N points" while the article still rewards this member, "Collected" once it has. */
export function RewardBadge({ points, isCollected }: { points: number; isCollected: boolean }) {
  const { t, i18n } = useTranslation('articles');
  if (isCollected) {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200"
        data-testid="article-badge-collected"
      >
        <CheckIcon className="size-4" />
        {t('badge.collected')}
      </span>
    );
  }
  return (
    <span
      className="inline-flex items-center rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900"
      data-testid="article-badge-points"
    >
      {t('badge.points', { count: points, points: formatPoints(points, i18n.language) })}
    </span>
  );
}
