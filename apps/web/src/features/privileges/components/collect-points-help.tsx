import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The collect-point screens that exist (DESIGN §3, §13: the member code at the till is on home). */
const WAYS = ['scancode', 'upload-receipt', 'home-list', 'friend-ref-code', 'home'] as const;

/** Short of points: where the member can collect them, each a link to its screen. */
export function CollectPointsHelp() {
  const { t } = useTranslation('redemption');
  return (
    <nav aria-labelledby="collect-points-title" className="flex flex-col gap-2" data-testid="collect-points-help">
      <h3 id="collect-points-title" className="font-semibold text-ink-900">
        {t('redeem.collectTitle')}
      </h3>
      <ul className="grid gap-2 tablet:grid-cols-2">
        {WAYS.map((route) => (
          <li key={route}>
            <Link
              to={pathOf(route)}
              className="flex min-h-11 items-center justify-between gap-2 rounded-2xl border border-ink-200 px-4 py-2 font-medium text-brand-700 hover:bg-ink-50"
              data-testid={`collect-way-${route}`}
            >
              {t(`redeem.collectWays.${route}`)}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
