import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';

const pad = (value: number) => String(value).padStart(2, '0');

/** A flash window's time left as "2 days 03:15:09": a bare "2:03:15:09" reads as hours to most people. */
export function FlashCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const { t } = useTranslation('privileges');
  return (
    <Countdown until={new Date(until)} onEnd={onEnd} className="font-semibold">
      {({ days, hours, minutes, seconds }) =>
        `${days > 0 ? `${t('flashSale.days', { count: days })} ` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      }
    </Countdown>
  );
}
