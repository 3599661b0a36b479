import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR, DEFAULT_AVATAR_URL } from './avatar-classes';

/** The member's picture, or the default image when there is none or it fails to load (SPEC §2). */
export function Avatar({ src, size = 40 }: { src?: string | null; size?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : DEFAULT_AVATAR_URL;
  return (
    <img
      src={url}
      alt={t('member.avatarAlt')}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className={AVATAR}
      style={{ width: size, height: size }}
      data-testid="member-avatar"
    />
  );
}
