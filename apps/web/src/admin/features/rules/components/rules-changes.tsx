import {
  PROGRAMME_RULE_NAMES,
  type ProgrammeRuleName,
  pointsForAmount,
  SWITCH_PROGRAMME_RULES,
  thbForPoints,
} from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** The receipt total and the points the effect sentences take as their example. */
const EXAMPLE_RECEIPT_THB = 100;
const EXAMPLE_POINTS = 100;

export interface RuleChange {
  name: ProgrammeRuleName;
  before: number;
  after: number;
}

/** Rule values by name; an audit row written before a rule existed lacks it. */
type RuleValueRecord = Partial<Record<ProgrammeRuleName, number>>;

/** The rules whose value differs from `before` to `after`, in the form's order. */
export function changesOf(before: RuleValueRecord, after: RuleValueRecord): RuleChange[] {
  return PROGRAMME_RULE_NAMES.flatMap((name) => {
    const [was, is] = [before[name], after[name]];
    return was === undefined || is === undefined || was === is ? [] : [{ name, before: was, after: is }];
  });
}

/** A rule's value as operators read it: "On" or "Off" for a switch, a grouped number otherwise. */
export function useRuleValueText(): (name: ProgrammeRuleName, value: number) => string {
  const { t } = useTranslation('admin-rules');
  const language = currentLanguage();
  return (name, value) =>
    SWITCH_PROGRAMME_RULES.has(name) ? t(value === 1 ? 'switchOn' : 'switchOff') : formatPoints(value, language);
}

/** What a change does, for the rules whose effect a sentence shows (what a receipt earns, what points pay). */
function useEffectOf(change: RuleChange): string | null {
  const { t } = useTranslation('admin-rules');
  const language = currentLanguage();
  if (change.name === 'receipt_baht_per_point') {
    return t('effect.receipt', {
      amount: formatBahtAndSatang(EXAMPLE_RECEIPT_THB, language),
      after: formatPoints(pointsForAmount(EXAMPLE_RECEIPT_THB, change.after), language),
      before: formatPoints(pointsForAmount(EXAMPLE_RECEIPT_THB, change.before), language),
    });
  }
  if (change.name === 'burn_thb_per_point') {
    return t('effect.burn', {
      points: formatPoints(EXAMPLE_POINTS, language),
      after: formatBahtAndSatang(thbForPoints(EXAMPLE_POINTS, change.after), language),
      before: formatBahtAndSatang(thbForPoints(EXAMPLE_POINTS, change.before), language),
    });
  }
  return null;
}

function RuleChangeItem({ change }: { change: RuleChange }) {
  const { t } = useTranslation('admin-rules');
  const valueText = useRuleValueText();
  const effect = useEffectOf(change);
  return (
    <li data-testid={`rule-change-${change.name}`}>
      <span className="font-semibold text-ink-900">{t(`rules.${change.name}`)}</span>:{' '}
      {t('change', { before: valueText(change.name, change.before), after: valueText(change.name, change.after) })}
      {effect ? <span className="block text-sm text-ink-600">{effect}</span> : null}
    </li>
  );
}

/** Each change a save would make, as "before → after" with what it does. */
export function RuleChanges({ changes }: { changes: RuleChange[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="rule-changes">
      {changes.map((change) => (
        <RuleChangeItem key={change.name} change={change} />
      ))}
    </ul>
  );
}
