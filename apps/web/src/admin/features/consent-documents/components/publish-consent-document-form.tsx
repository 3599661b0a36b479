import { type AdminConsentDocument, CONSENT_DOCUMENT_KINDS, type ConsentDocumentKind } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useConsentDocumentList, usePublishConsentDocument } from '../api/consent-documents';

/** The console enters times in Bangkok, the programme's time zone (no daylight saving). */
const BANGKOK_OFFSET = '+07:00';

/**
 * The text of each paragraph an HTML body holds, read by the browser's parser without running or
 * loading anything: what members will read once the server's allow-list has kept only safe HTML.
 */
function paragraphsOf(html: string): string[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  parsed.querySelectorAll('script, style').forEach((element) => {
    element.remove();
  });
  return Array.from(parsed.body.children, (element) => element.textContent?.trim() ?? '').filter(Boolean);
}

function Preview({ title, html, label }: { title: string; html: string; label: string }) {
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-ink-50 p-4">
      <h3 className="font-bold text-ink-900">{title}</h3>
      {paragraphsOf(html).map((paragraph, index) => (
        // The paragraphs are the body's own order; nothing reorders them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index} className="text-ink-800">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/**
 * A new version of the privacy policy or the terms (DESIGN §16): bodies in HTML, previewed as text, and
 * the date it takes effect. Publishing asks first: a published version can never be edited.
 */
export function PublishConsentDocumentForm({ onPublished }: { onPublished: (document: AdminConsentDocument) => void }) {
  const { t } = useTranslation('admin-consent');
  const publish = usePublishConsentDocument();
  const errorText = useErrorText(publish.error);
  const [kind, setKind] = useState<ConsentDocumentKind>('policy');
  const [version, setVersion] = useState('');
  const [title, setTitle] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [body, setBody] = useState('');
  const [bodyEn, setBodyEn] = useState('');
  const [effectiveAt, setEffectiveAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The titles an empty field keeps: the kind's newest version's, as the server applies them.
  const newest = useConsentDocumentList({ kind, page: 1, limit: 1, sort: '-published_at' }).data?.items[0];
  const keptTitle = newest?.title_th ?? t(`kinds.${kind}`);
  const keptTitleEn = newest?.title_en ?? t(`kinds.${kind}`);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  const send = () => {
    publish.mutate(
      {
        input: {
          kind,
          version: version.trim(),
          ...(title.trim() ? { title: title.trim() } : {}),
          ...(titleEn.trim() ? { title_en: titleEn.trim() } : {}),
          body,
          body_en: bodyEn,
          effective_at: `${effectiveAt}:00${BANGKOK_OFFSET}`,
        },
      },
      {
        onSuccess: (document) => {
          setVersion('');
          setBody('');
          setBodyEn('');
          onPublished(document);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <form onSubmit={ask} className="flex max-w-5xl flex-col gap-4" data-testid="consent-publish-form">
      <h2 className="text-xl font-bold text-ink-900">{t('form.title')}</h2>
      <p className="text-ink-700">{t('form.explain')}</p>
      {publish.isError ? <Notice testId="consent-publish-error">{errorText}</Notice> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('kind')}
          placeholder={t('form.chooseKind')}
          options={CONSENT_DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'terms' ? 'terms' : 'policy')}
        />
        <TextField
          label={t('version')}
          hint={t('form.versionHint')}
          value={version}
          required
          maxLength={32}
          onChange={(event) => setVersion(event.target.value)}
        />
        <TextField
          label={t('form.effectiveAt')}
          hint={t('form.effectiveAtHint')}
          type="datetime-local"
          value={effectiveAt}
          required
          onChange={(event) => setEffectiveAt(event.target.value)}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('form.titleTh')}
          hint={t('form.titleHint')}
          value={title}
          placeholder={keptTitle}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label={t('form.titleEn')}
          hint={t('form.titleHint')}
          value={titleEn}
          placeholder={keptTitleEn}
          onChange={(event) => setTitleEn(event.target.value)}
        />
        <TextAreaField
          label={t('form.bodyTh')}
          hint={t('form.bodyHint')}
          rows={10}
          value={body}
          required
          onChange={(event) => setBody(event.target.value)}
        />
        <TextAreaField
          label={t('form.bodyEn')}
          hint={t('form.bodyHint')}
          rows={10}
          value={bodyEn}
          required
          onChange={(event) => setBodyEn(event.target.value)}
        />
        <Preview label={t('form.previewTh')} title={title.trim() || keptTitle} html={body} />
        <Preview label={t('form.previewEn')} title={titleEn.trim() || keptTitleEn} html={bodyEn} />
      </div>
      <div>
        <Button type="submit" disabled={publish.isPending} data-testid="consent-publish">
          {t('form.publish')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('confirm.title', { kind: t(`kinds.${kind}`), version: version.trim() })}
          confirmLabel={t('confirm.publish')}
          cancelLabel={t('confirm.cancel')}
          isPending={publish.isPending}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('confirm.body')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
