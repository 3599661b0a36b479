import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CampaignForm } from './campaign-form';

/** A new campaign (admins): saved as a draft, then its own page opens to simulate and activate it. */
export function NewCampaignScreen() {
  const { t } = useTranslation('admin-campaigns');
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <Link to=".." relative="path" className="self-start font-semibold text-brand-700 underline underline-offset-2">
        {t('detail.back')}
      </Link>
      <CampaignForm
        campaign={null}
        onSaved={(saved) => navigate(`../${saved.id}`, { relative: 'path' })}
        onCancel={() => navigate('..', { relative: 'path' })}
      />
    </div>
  );
}
