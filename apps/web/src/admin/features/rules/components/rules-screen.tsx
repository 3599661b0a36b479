import {
  type AdminCallInput,
  DECIMAL_PROGRAMME_RULES,
  isAllowedFor,
  PROGRAMME_RULE_LIMITS,
  PROGRAMME_RULE_NAMES,
  type ProgrammeRuleName,
  type ProgrammeRulesView,
  putRules,
  SWITCH_PROGRAMME_RULES,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useProgrammeRules, useSaveRules } from '../api/rules';
import { changesOf, RuleChanges, useRuleValueText } from './rules-changes';
import { RulesHistory } from './rules-history';

type RuleValues = Record<ProgrammeRuleName, string>;
type RulesFormState = ContractForm<RuleValues, unknown>;

const valuesOf = (rules: ProgrammeRulesView): RuleValues =>
  Object.fromEntries(PROGRAMME_RULE_NAMES.map((name) => [name, String(rules[name])])) as RuleValues;

/** Typed text as the call's number; an empty field stays missing so the contract calls it required. */
const inputOf = (values: RuleValues) =>
  Object.fromEntries(
    PROGRAMME_RULE_NAMES.map((name) => [name, values[name].trim() === '' ? undefined : Number(values[name].trim())]),
  );

/** Staff read the rules: values, not fields that look editable. */
function RulesList({ rules }: { rules: ProgrammeRulesView }) {
  const { t } = useTranslation('admin-rules');
  const language = currentLanguage();
  const valueText = useRuleValueText();
  return (
    <Card aria-label={t('title')} as="section" radius="md" padding="lg" className="flex flex-col gap-4">
      <dl className="grid gap-x-8 gap-y-4 desktop:grid-cols-2">
        {PROGRAMME_RULE_NAMES.map((name) => {
          const { min, max } = PROGRAMME_RULE_LIMITS[name];
          return (
            <div key={name} className="flex flex-col gap-0.5" data-testid={`rule-${name}`}>
              <dt className="text-sm font-semibold text-ink-800">{t(`rules.${name}`)}</dt>
              <dd className="text-xl font-semibold text-ink-900">{valueText(name, rules[name])}</dd>
              {SWITCH_PROGRAMME_RULES.has(name) ? null : (
                <dd className="text-sm text-ink-500">
                  {t('limits', { min: formatPoints(min, language), max: formatPoints(max, language) })}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      <p className="text-ink-600" data-testid="rules-read-only">
        {t('readOnly')}
      </p>
    </Card>
  );
}

/** A switch rule (0 or 1) as a checkbox, its value kept as the form's text like every other rule. */
function RuleSwitch({ name, form }: { name: ProgrammeRuleName; form: RulesFormState }) {
  const { t } = useTranslation('admin-rules');
  const { value, onChange, error } = form.valueProps(name);
  return (
    <div className="desktop:col-span-2">
      <Checkbox
        label={t(`rules.${name}`)}
        checked={value === '1'}
        onChange={(isOn) => onChange(isOn ? '1' : '0')}
        error={error}
        testId={`rule-switch-${name}`}
      />
    </div>
  );
}

function RulesForm({ rules }: { rules: ProgrammeRulesView }) {
  const { t } = useTranslation('admin-rules');
  const save = useSaveRules();
  const [isSaved, setIsSaved] = useState(false);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const [pending, setPending] = useState<AdminCallInput<typeof putRules> | null>(null);
  const language = currentLanguage();
  // The rules as this form read them: a save over someone else's later change is refused (EDIT_CONFLICT).
  const [revision, setRevision] = useState(rules.revision);
  const form = useContractForm(putRules.input, {
    defaultValues: valuesOf(rules),
    toInput: (values) => ({ ...inputOf(values), revision }),
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync(pending);
      form.reset(valuesOf(saved));
      setRevision(saved.revision);
      setIsSaved(true);
    } catch (failure) {
      form.showFailure(failure);
    }
    setPending(null);
  };
  return (
    <form
      onSubmit={form.submit(async (input) => {
        setIsSaved(false);
        const isChanged = changesOf(rules, input).length > 0;
        setIsUnchanged(!isChanged);
        if (isChanged) setPending(input);
      })}
      noValidate
      aria-label={t('title')}
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'grid gap-5 desktop:grid-cols-2')}
    >
      {PROGRAMME_RULE_NAMES.map((name) => {
        const { min, max } = PROGRAMME_RULE_LIMITS[name];
        if (SWITCH_PROGRAMME_RULES.has(name)) return <RuleSwitch key={name} name={name} form={form} />;
        return (
          <TextField
            key={name}
            label={t(`rules.${name}`)}
            hint={t('limits', { min: formatPoints(min, language), max: formatPoints(max, language) })}
            inputMode={DECIMAL_PROGRAMME_RULES.has(name) ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...form.fieldProps(name)}
          />
        );
      })}
      <div className="flex flex-col gap-3 desktop:col-span-2">
        <FormNotice form={form} testId="rules-notice" />
        {isUnchanged ? <Notice testId="rules-unchanged">{t('unchanged')}</Notice> : null}
        {isSaved ? (
          <Notice tone="success" testId="rules-saved">
            {t('saved')}
          </Notice>
        ) : null}
        <Button type="submit" disabled={form.isPending} className="self-start">
          {t('save')}
        </Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('confirmTitle')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          isPending={save.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <RuleChanges changes={changesOf(rules, pending)} />
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** DESIGN §11 rules: the programme's rules in force; admins change them within the contracts' limits. */
export function RulesScreen() {
  const { t } = useTranslation('admin-rules');
  const { t: tAdmin } = useTranslation('admin');
  const operator = useSignedInOperator();
  const rules = useProgrammeRules();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{tAdmin('nav.rules')}</h1>
      {rules.data ? (
        <>
          <p className="text-ink-600">
            {t('intro')} {t('updatedAt', { at: formatDateTime(rules.data.updated_at, currentLanguage()) })}
          </p>
          {isAllowedFor(putRules.access, operator.role) ? (
            <RulesForm rules={rules.data} />
          ) : (
            <RulesList rules={rules.data} />
          )}
          <RulesHistory />
        </>
      ) : rules.isError ? (
        <LoadError title={t('loadError')} error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <p role="status" className="text-ink-600">
          {t('loading')}
        </p>
      )}
    </div>
  );
}
