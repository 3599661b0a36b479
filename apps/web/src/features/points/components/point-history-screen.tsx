import { useState } from 'react';
import type { PointHistoryType } from '../api/point-history';
import { ExpireTimeline } from './expire-timeline';
import { HistoryList } from './history-list';
import { HISTORY_PANEL_ID, HistoryTabs, tabIdOf } from './history-tabs';

/** point-transaction: the balance and its expiry timeline, then the history by All / Earned / Used. */
export function PointHistoryScreen() {
  const [type, setType] = useState<PointHistoryType>('all');
  return (
    <>
      <ExpireTimeline />
      <HistoryTabs value={type} onChange={setType} />
      <div role="tabpanel" id={HISTORY_PANEL_ID} aria-labelledby={tabIdOf(type)}>
        <HistoryList key={type} type={type} />
      </div>
    </>
  );
}
