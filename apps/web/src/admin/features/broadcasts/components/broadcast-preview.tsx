import { useTranslation } from 'react-i18next';

interface PreviewText {
  title: string;
  body: string;
  link_path: string | null;
}

/** One language's message as a member's inbox shows it: the title, the text and where a tap leads. */
function InboxEntry({ language, text }: { language: 'th' | 'en'; text: PreviewText }) {
  const { t } = useTranslation('admin-broadcasts');
  return (
    <figure className="flex flex-col gap-2" data-testid={`broadcast-preview-${language}`}>
      <figcaption className="text-sm font-semibold text-ink-600">{t(`preview.${language}`)}</figcaption>
      <div lang={language} className="flex flex-col gap-1 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
        <p className="font-semibold text-ink-900">{text.title || t('preview.noTitle')}</p>
        <p className="whitespace-pre-line text-ink-700">{text.body || t('preview.noBody')}</p>
        {text.link_path ? (
          <p className="text-sm font-semibold text-brand-700">{t('preview.opens', { path: text.link_path })}</p>
        ) : null}
      </div>
    </figure>
  );
}

/**
 * The broadcast in both languages as members will read it in their inbox (and, in the same words, on
 * LINE and by e-mail): each member gets the language they use the app in.
 */
export function BroadcastPreview({ th, en }: { th: PreviewText; en: PreviewText }) {
  const { t } = useTranslation('admin-broadcasts');
  return (
    <section aria-labelledby="broadcast-preview-title" className="flex flex-col gap-3">
      <h3 id="broadcast-preview-title" className="font-semibold text-ink-900">
        {t('preview.title')}
      </h3>
      <div className="grid gap-4 tablet:grid-cols-2">
        <InboxEntry language="th" text={th} />
        <InboxEntry language="en" text={en} />
      </div>
    </section>
  );
}
