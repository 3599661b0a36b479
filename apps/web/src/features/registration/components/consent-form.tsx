import { pathOf } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { getConsentQueryOptions, updateConsent } from '../api/consent';

/**
 * consent: the three PDPA choices against the current policy and terms versions, from the profile. A
 * registration takes them on its own form, so this screen is not a step of it.
 */
export function ConsentForm() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const consent = useQuery(getConsentQueryOptions());
  const [choices, setChoices] = useState({ news: false, preference: false });
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await withLoader(
        updateConsent({
          Accept_Consentandpolicy: true,
          Accept_Newsandpromotions: choices.news,
          Accept_Preferenceandinterest: choices.preference,
          Policy_Version: consent.data.policy.version,
          Terms_Version: consent.data.terms.version,
        }),
      );
      await queryClient.invalidateQueries();
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
      <Checkbox checked disabled label={t('consent.policyAccepted')} onChange={() => undefined} />
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
      <Button type="submit" data-testid="consent-submit">
        {t('consent.save')}
      </Button>
    </form>
  );
}
