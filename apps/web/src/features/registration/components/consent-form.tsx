import { pathOf } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { isInAppPath } from '@/lib/return-path';
import { CONSENT_NEXT_PARAM, getConsentQueryOptions, updateConsent } from '../api/consent';
import { LegalDocument } from './legal-document';

/**
 * consent: the three PDPA choices against the current policy and terms versions, from the profile. A
 * registration takes them on its own form, so this screen is not a step of it. While a newer policy or
 * terms waits for the member (DESIGN §16), it shows both texts and asks for the acceptance first, then
 * continues to the page the member was going to (`?next=`).
 */
export function ConsentForm() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Always asked again on opening: the versions in force may have changed since the copy was read.
  const consent = useQuery({ ...getConsentQueryOptions(), refetchOnMount: 'always' });
  const [choices, setChoices] = useState({ news: false, preference: false });
  const [accepted, setAccepted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  const member = consent.data?.member;
  useEffect(() => {
    if (member) setChoices({ news: member.accept_newsandpromotions, preference: member.accept_preferenceandinterest });
  }, [member]);

  if (consent.isPending) return <div className="h-64 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (consent.isError) {
    return <LoadError title={t('legal.loadError')} error={consent.error} onRetry={() => void consent.refetch()} />;
  }

  const { policy, terms } = consent.data;
  const mustAccept =
    !member?.accept_consentandpolicy ||
    member.policy_version !== policy.version ||
    member.terms_version !== terms.version;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mustAccept && !accepted) return;
    setError(null);
    setSaved(false);
    try {
      await withLoader(
        updateConsent({
          Accept_Consentandpolicy: true,
          Accept_Newsandpromotions: choices.news,
          Accept_Preferenceandinterest: choices.preference,
          Policy_Version: policy.version,
          Terms_Version: terms.version,
        }),
      );
      await queryClient.invalidateQueries();
      const next = searchParams.get(CONSENT_NEXT_PARAM);
      if (mustAccept && next && isInAppPath(next)) {
        await navigate(next, { replace: true });
        return;
      }
      setSaved(true);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-4')}
      data-testid="consent-form"
    >
      {mustAccept ? (
        <>
          <h2 className="text-lg font-bold text-ink-900">{t('consent.renewTitle')}</h2>
          <p className="leading-relaxed text-ink-600">{t('consent.renewBody')}</p>
          <LegalDocument kind="policy" />
          <LegalDocument kind="terms" />
        </>
      ) : null}
      <p className="leading-relaxed text-ink-600">
        {t('consent.body')}{' '}
        <Link to={pathOf('policy')} className="font-semibold text-brand-700 underline">
          {t('consent.policyLink')}
        </Link>{' '}
        {t('consent.and')}{' '}
        <Link to={pathOf('condition')} className="font-semibold text-brand-700 underline">
          {t('consent.conditionLink')}
        </Link>
      </p>
      {mustAccept ? (
        <Checkbox
          checked={accepted}
          onChange={setAccepted}
          label={t('consent.policyAccepted')}
          testId="consent-accept"
        />
      ) : (
        <Checkbox checked disabled label={t('consent.policyAccepted')} onChange={() => undefined} />
      )}
      <Checkbox
        checked={choices.news}
        onChange={(news) => setChoices((current) => ({ ...current, news }))}
        label={t('consent.news')}
        testId="consent-news"
      />
      <Checkbox
        checked={choices.preference}
        onChange={(preference) => setChoices((current) => ({ ...current, preference }))}
        label={t('consent.preference')}
        testId="consent-preference"
      />
      {error ? <Notice testId="consent-error">{errorText}</Notice> : null}
      {saved ? (
        <Notice tone="success" testId="consent-saved">
          {t('consent.saved')}
        </Notice>
      ) : null}
      <Button type="submit" disabled={mustAccept && !accepted} data-testid="consent-submit">
        {mustAccept ? t('consent.accept') : t('consent.save')}
      </Button>
    </form>
  );
}
