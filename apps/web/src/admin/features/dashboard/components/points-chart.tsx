import type { DashboardDay } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** The chart's colours are the programme's brand and ink (styles.css), so it reads like the rest of the console. */
const ISSUED_COLOUR = '#c8102e';
const REDEEMED_COLOUR = '#8f8a97';

/** A `2026-12-31` day as "31 Dec": calendar days are Bangkok's already, so they are read in UTC. */
function shortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The daily points issued and redeemed as bars (Recharts, its own chunk: only the dashboard loads it).
 * Screen readers get the same days as the table beside it; the drawing itself is hidden from them.
 */
export function PointsChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation('admin-dashboard');
  const language = currentLanguage();
  const points = (value: unknown) => formatPoints(Number(value), language);
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="points-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(day: string) => shortDay(day, language)} minTickGap={16} />
          <YAxis tickFormatter={points} width={64} />
          <Tooltip labelFormatter={(day) => shortDay(String(day), language)} formatter={points} />
          <Legend />
          <Bar dataKey="issued" name={t('chart.issued')} fill={ISSUED_COLOUR} />
          <Bar dataKey="redeemed" name={t('chart.redeemed')} fill={REDEEMED_COLOUR} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
