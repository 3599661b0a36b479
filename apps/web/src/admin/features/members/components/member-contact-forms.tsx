import { type AdminCallInput, type AdminMemberDetail, correctMemberContact, unlockMember } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isErrorBody } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useCorrectContact, useUnlockMember } from '../api/member-story';

const panelClasses = cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4');

const CONTACT_KINDS = ['mobile_no', 'email'] as const;
type ContactKind = (typeof CONTACT_KINDS)[number];
const isContactKind = (value: string): value is ContactKind => (CONTACT_KINDS as readonly string[]).includes(value);

/** The call's two inputs, one a contact: the form checks the one the operator corrects. */
const [EMAIL_INPUT, MOBILE_INPUT] = correctMemberContact.input.options;
const TAKEN_CODES = new Set(['EMAIL_TAKEN', 'MOBILE_TAKEN']);

type ContactInput = AdminCallInput<typeof correctMemberContact>;
const contactOf = (kind: ContactKind, value: string | null) =>
  value === null ? null : kind === 'mobile_no' ? formatPhone(value) : value;

/**
 * Corrects the member's mobile number or e-mail (admins, audited): confirmed first, naming the contact
 * before and after; a contact another member signs in with is refused, and the form says so under the
 * field with the API's own words above.
 */
export function ContactForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin-member-story');
  const correct = useCorrectContact(member.member_id);
  const { message, show } = useWriteMessage();
  const [pending, setPending] = useState<{ kind: ContactKind; input: ContactInput; value: string } | null>(null);
  const [taken, setTaken] = useState('');
  const [kind, setKind] = useState<ContactKind>('mobile_no');
  const form = useContractForm(kind === 'email' ? EMAIL_INPUT : MOBILE_INPUT, {
    defaultValues: { kind: 'mobile_no', value: '', reason: '' },
    toInput: (values) => ({ [values.kind]: values.value, reason: values.reason }),
    fieldOf: { email: 'value', mobile_no: 'value' },
    messages: { value: { taken: t('contact.taken', { value: taken }) } },
  });
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      if (isContactKind(event.target.value)) setKind(event.target.value);
      form.clearErrors();
    },
  });
  const none = t('none');

  const confirm = async () => {
    if (!pending) return;
    const before = contactOf(pending.kind, pending.kind === 'email' ? member.email : member.mobile_no) ?? none;
    try {
      const changed = await correct.mutateAsync(pending.input);
      const after = contactOf(pending.kind, pending.kind === 'email' ? changed.email : changed.mobile_no) ?? none;
      show({
        text: t('contact.done', {
          contact: t(`contact.kinds.${pending.kind}`),
          memberId: member.member_id,
          from: before,
          to: after,
        }),
      });
      form.reset({ kind: pending.kind, value: '', reason: '' });
    } catch (refusal) {
      if (isErrorBody(refusal) && TAKEN_CODES.has(refusal.code)) {
        setTaken(pending.value);
        form.setError('value', { type: 'taken', message: '' }, { shouldFocus: true });
      }
      form.showFailure(refusal);
    }
    setPending(null);
  };

  const current = contactOf(kind, kind === 'email' ? member.email : member.mobile_no) ?? none;
  return (
    <form
      onSubmit={form.submit(async (input) => {
        show(null);
        // The contact as the contract reads it (a mobile typed +66… is sent as 0…).
        setPending({ kind, input, value: 'email' in input ? input.email : input.mobile_no });
      })}
      noValidate
      aria-labelledby="contact-title"
      className={panelClasses}
    >
      <h2 id="contact-title" className="text-lg font-semibold text-ink-900">
        {t('contact.title')}
      </h2>
      <p className="text-sm text-ink-600">{t('contact.body')}</p>
      <SelectField
        label={t('contact.which')}
        placeholder={t('contact.which')}
        options={CONTACT_KINDS.map((value) => ({ value, label: t(`contact.kinds.${value}`) }))}
        hint={t('contact.current', { value: current })}
        {...kindField}
      />
      <TextField
        label={t('contact.newValue')}
        autoComplete="off"
        inputMode={kind === 'email' ? 'email' : 'tel'}
        {...form.fieldProps('value')}
      />
      <TextField label={t('contact.reason')} autoComplete="off" {...form.fieldProps('reason')} />
      <FormNotice form={form} testId="contact-notice" />
      <WriteMessage message={message} />
      <div>
        <Button type="submit">{t('contact.submit')}</Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('contact.confirmTitle')}
          confirmLabel={t('contact.confirm')}
          cancelLabel={t('cancel')}
          isPending={correct.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {t('contact.confirmBody', {
            contact: t(`contact.named.${pending.kind}`),
            memberId: member.member_id,
            from: contactOf(pending.kind, pending.kind === 'email' ? member.email : member.mobile_no) ?? none,
            to: contactOf(pending.kind, pending.value),
          })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Ends the member's sign-in lock and one-time-code locks (every operator, audited), confirmed first; the
 * message says which locks there were, or that there was none.
 */
export function UnlockForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const unlock = useUnlockMember(memberId);
  const { message, show } = useWriteMessage();
  const [pending, setPending] = useState<AdminCallInput<typeof unlockMember> | null>(null);
  const form = useContractForm(unlockMember.input, { defaultValues: { reason: '' } });

  const confirm = async () => {
    if (!pending) return;
    try {
      const ended = await unlock.mutateAsync(pending);
      const which =
        ended.login_was_locked && ended.otp_was_locked
          ? 'both'
          : ended.login_was_locked
            ? 'login'
            : ended.otp_was_locked
              ? 'otp'
              : 'none';
      show({ text: t(`unlock.${which}`, { memberId }) });
      form.reset();
    } catch (refusal) {
      form.showFailure(refusal);
    }
    setPending(null);
  };

  return (
    <form
      onSubmit={form.submit(async (input) => {
        show(null);
        setPending(input);
      })}
      noValidate
      aria-labelledby="unlock-title"
      className={panelClasses}
    >
      <h2 id="unlock-title" className="text-lg font-semibold text-ink-900">
        {t('unlock.title')}
      </h2>
      <p className="text-sm text-ink-600">{t('unlock.body')}</p>
      <TextField label={t('unlock.reason')} autoComplete="off" {...form.fieldProps('reason')} />
      <FormNotice form={form} testId="unlock-notice" />
      <WriteMessage message={message} />
      <div>
        <Button type="submit">{t('unlock.submit')}</Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('unlock.confirmTitle')}
          confirmLabel={t('unlock.confirm')}
          cancelLabel={t('cancel')}
          isPending={unlock.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {t('unlock.confirmBody', { memberId })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
