import { AUDIT_ACTIONS, type AuditAction } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';

const isKnownAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * What operators read for an audit action, in the console's language: "Privilege changed" for
 * `privilege.update`. A row of an action this version does not list keeps its code.
 */
export function useAuditActionName(): (action: string) => string {
  const { t } = useTranslation('admin');
  return (action) => (isKnownAction(action) ? t(`audit.actions.${action}`) : action);
}
