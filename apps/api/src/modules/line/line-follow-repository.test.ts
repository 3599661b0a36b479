import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { isFollowing, recordFollow } from './line-follow-repository.js';

const context = useTestDatabase();

describe('LINE follows', () => {
  it('knows no follower it was never told of', async () => {
    expect(await isFollowing(context.database.orm, 'U-never')).toBe(false);
  });

  it('follows, unfollows, and ignores an older event delivered late or again', async () => {
    const db = context.database.orm;
    const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 9, 0, second));
    await recordFollow(db, { lineUserId: 'U-1', following: true, changedAt: at(1), webhookEventId: 'e1' });
    expect(await isFollowing(db, 'U-1')).toBe(true);
    await recordFollow(db, { lineUserId: 'U-1', following: false, changedAt: at(2), webhookEventId: 'e2' });
    expect(await isFollowing(db, 'U-1')).toBe(false);
    await recordFollow(db, { lineUserId: 'U-1', following: true, changedAt: at(1), webhookEventId: 'e1' });
    expect(await isFollowing(db, 'U-1')).toBe(false);
  });
});
