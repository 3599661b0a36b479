import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BroadcastForm } from './broadcast-form';

/** A new broadcast (admins): created with its recipients counted, then its own page shows its progress. */
export function NewBroadcastScreen() {
  const { t } = useTranslation('admin-broadcasts');
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <Link to=".." relative="path" className="self-start font-semibold text-brand-700 underline underline-offset-2">
        {t('detail.back')}
      </Link>
      <BroadcastForm
        broadcast={null}
        onSaved={(saved) => navigate(`../${saved.id}`, { relative: 'path' })}
        onCancel={() => navigate('..', { relative: 'path' })}
      />
    </div>
  );
}
