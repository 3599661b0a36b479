import {
  ADMIN_BANNER_GROUPS,
  type AdminBanner,
  type AdminBannerGroup,
  bannerInput,
  LANDING_BANNER_GROUP,
  LANDING_KV_BANNER_NAMES,
  listBanners,
  uploadBannerImage,
} from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useListRefresh } from '../../../lib/admin-write';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';
import { textOrNull, wholeNumberOf } from '../../../lib/form-values';
import { useCreateBanner, useUpdateBanner } from '../api/banners';

interface BannerValues {
  group: AdminBannerGroup | '';
  name: string;
  title_th: string;
  title_en: string;
  image_url: string;
  link_path: string;
  sort: string;
  starts_at: string;
  ends_at: string;
}

const valuesOf = (banner: AdminBanner | null): BannerValues => ({
  group: banner?.group ?? '',
  name: banner?.name ?? '',
  title_th: banner?.title_th ?? '',
  title_en: banner?.title_en ?? '',
  image_url: banner?.image_url ?? '',
  link_path: banner?.link_path ?? '',
  sort: String(banner?.sort ?? 0),
  starts_at: bangkokOfInstant(banner?.starts_at),
  ends_at: bangkokOfInstant(banner?.ends_at),
});

const inputOf = (values: BannerValues) => ({
  ...values,
  group: values.group || undefined,
  link_path: textOrNull(values.link_path),
  sort: wholeNumberOf(values.sort),
  starts_at: instantOfBangkok(values.starts_at),
  ends_at: instantOfBangkok(values.ends_at),
});

/** A new banner or the whole of an existing one (DESIGN §11 content); the server checks it again. */
export function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation('admin-banners');
  const { t: tAdmin } = useTranslation('admin');
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useContractForm(bannerInput, { defaultValues: valuesOf(banner), toInput: inputOf });
  const isLanding = form.watch('group') === LANDING_BANNER_GROUP;
  const refreshList = useListRefresh(listBanners);
  return (
    <EditFormFrame
      form={form}
      titleId={banner ? 'edit-banner-title' : 'create-banner-title'}
      title={banner ? t('editTitle', { name: banner.name }) : t('createTitle')}
      isNew={banner === null}
      onSave={(input) =>
        banner ? update.mutateAsync({ params: { id: String(banner.id) }, input }) : create.mutateAsync({ input })
      }
      onSaved={onDone}
      onCancel={onDone}
      testId="banner-form"
      noticeTestId="banner-notice"
    >
      <SelectField
        label={t('group')}
        placeholder={t('chooseGroup')}
        options={ADMIN_BANNER_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        {...form.fieldProps('group')}
      />
      {isLanding ? (
        <SelectField
          label={t('name')}
          placeholder={t('chooseWidth')}
          options={LANDING_KV_BANNER_NAMES.map((name) => ({ value: name, label: name }))}
          {...form.fieldProps('name')}
        />
      ) : (
        <TextField label={t('name')} hint={t('nameHint')} autoComplete="off" {...form.fieldProps('name')} />
      )}
      <TextField label={t('titleTh')} hint={t('titleHint')} lang="th" {...form.fieldProps('title_th')} />
      <TextField label={t('titleEn')} hint={t('titleHint')} lang="en" {...form.fieldProps('title_en')} />
      <TextField label={t('image')} hint={tAdmin('content.imageUrlHint')} {...form.fieldProps('image_url')} />
      {banner ? (
        <div className="desktop:col-span-2">
          <ImageUpload
            call={uploadBannerImage}
            id={banner.id}
            label={t('upload')}
            currentUrl={banner.image_url}
            onUploaded={(image) => {
              // The upload saved the picture; the form's next save must keep it.
              form.setValue('image_url', image.url);
              refreshList();
            }}
          />
        </div>
      ) : null}
      <TextField label={t('linkPath')} hint={t('linkPathHint')} {...form.fieldProps('link_path')} />
      <TextField
        label={tAdmin('content.sort')}
        hint={tAdmin('content.sortHint')}
        inputMode="numeric"
        {...form.fieldProps('sort')}
      />
      <div className="hidden desktop:block" />
      <TextField
        label={tAdmin('content.startsAt')}
        hint={tAdmin('content.openEndHint')}
        type="datetime-local"
        {...form.fieldProps('starts_at')}
      />
      <TextField
        label={tAdmin('content.endsAt')}
        hint={tAdmin('content.openEndHint')}
        type="datetime-local"
        {...form.fieldProps('ends_at')}
      />
    </EditFormFrame>
  );
}
