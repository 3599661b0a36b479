import {
  type AdminMemberDetail,
  changeMemberStatus,
  correctMemberContact,
  GENDERS,
  isAllowedFor,
  issueCardsCall,
  POINT_ENTRY_SOURCES,
  type PointEntrySource,
} from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { isErrorBody } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { Fact } from '../../../components/fact/fact';
import { useOperatorMe } from '../../auth/api/operator-session';
import { MemberPrivacyRequestsSection } from '../../privacy-requests/components/member-privacy-requests';
import { useMember } from '../api/members';
import { AdjustmentForm } from './adjustment-form';
import { MergeForm, StatusForm } from './member-admin-forms';
import { CardIssueForm } from './member-card-issue';
import { MemberConsentHistorySection } from './member-consent-history';
import { ContactForm, UnlockForm } from './member-contact-forms';
import { MemberLedger } from './member-ledger';
import { MemberPendingAdjustments } from './member-pending-adjustments';
import { MemberStatusBadge } from './member-status-badge';
import {
  MemberCardsSection,
  MemberReceiptsSection,
  MemberRedemptionsSection,
  MemberShipmentsSection,
  MemberTierProgressSection,
} from './member-story';

const memberLink = (memberId: string) => (
  <Link
    key={memberId}
    to={`../${memberId}`}
    relative="path"
    className="font-mono text-brand-700 underline underline-offset-2"
  >
    {memberId}
  </Link>
);

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);
const isSource = (value: string): value is PointEntrySource =>
  (POINT_ENTRY_SOURCES as readonly string[]).includes(value);

function MemberFacts({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation(['admin-members', 'registration']);
  const language = currentLanguage();
  const none = t('none');
  return (
    <Card as="section" radius="md" padding="lg" className="grid gap-4" aria-labelledby="member-profile-title">
      <h2 id="member-profile-title" className="text-lg font-semibold text-ink-900">
        {t('profile')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
        <Fact label={t('balance')} testId="member-balance">
          {t('points', { count: member.point_balance, points: formatPoints(member.point_balance, language) })}
        </Fact>
        <Fact label={t('tier')} testId="member-tier">
          {language === 'th' ? member.tier.name_th : member.tier.name_en}
        </Fact>
        <Fact label={t('email')}>{member.email ?? none}</Fact>
        <Fact label={t('mobile')}>{member.mobile_no ?? none}</Fact>
        <Fact label={t('gender')}>
          {member.gender && isGender(member.gender)
            ? t(`registration:gender.${member.gender}`)
            : (member.gender ?? none)}
        </Fact>
        <Fact label={t('dateOfBirth')}>{member.date_of_birth ? formatDate(member.date_of_birth, language) : none}</Fact>
        <Fact label={t('line')}>{member.has_line ? t('yes') : t('no')}</Fact>
        <Fact label={t('joined')}>{formatDateTime(member.created_at, language)}</Fact>
        <Fact label={t('statusReason')} testId="member-status-reason">
          {member.status_reason ?? none}
          {member.status_changed_at ? (
            <span className="block text-sm font-normal text-ink-600">
              {formatDateTime(member.status_changed_at, language)}
            </span>
          ) : null}
        </Fact>
        {member.merged_into_member_id ? (
          <Fact label={t('mergedInto')} testId="member-merged-into">
            {memberLink(member.merged_into_member_id)}
          </Fact>
        ) : null}
        {member.merged_member_ids.length > 0 ? (
          <Fact label={t('mergedFrom')}>
            <span className="flex flex-wrap gap-2">{member.merged_member_ids.map(memberLink)}</span>
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}

function MemberLots({ lots }: { lots: AdminMemberDetail['lots'] }) {
  const { t } = useTranslation('admin-members');
  const language = currentLanguage();
  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-3" aria-labelledby="member-lots-title">
      <h2 id="member-lots-title" className="text-lg font-semibold text-ink-900">
        {t('lots.title')}
      </h2>
      {lots.length === 0 ? (
        <p className="text-ink-600" data-testid="lots-empty">
          {t('lots.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <Table
            caption={t('lots.title')}
            columns={[
              { key: 'expires', label: t('lots.expires') },
              { key: 'remaining', label: t('lots.remaining'), isNumeric: true },
              { key: 'amount', label: t('lots.amount'), isNumeric: true },
              { key: 'source', label: t('lots.source') },
              { key: 'created', label: t('lots.created') },
            ]}
            testId="member-lots"
            className="text-sm"
          >
            {lots.map((lot) => (
              <TableRow key={lot.lot_id}>
                <TableCell className="font-semibold">{formatDate(lot.expires_at, language)}</TableCell>
                <TableCell isNumeric>{formatPoints(lot.remaining, language)}</TableCell>
                <TableCell isNumeric>{formatPoints(lot.amount, language)}</TableCell>
                <TableCell>{isSource(lot.source) ? t(`sources.${lot.source}`) : lot.source}</TableCell>
                <TableCell>{formatDate(lot.created_at, language)}</TableCell>
              </TableRow>
            ))}
          </Table>
        </div>
      )}
    </Card>
  );
}

/**
 * DESIGN §11 member detail: who they are, what they hold, the member's whole story (tier progress,
 * pending adjustments, redemptions, receipts, cards, shipments, ledger), and what an operator may do.
 */
export function MemberDetailScreen() {
  const { t } = useTranslation('admin-members');
  const { memberId = '' } = useParams();
  const member = useMember(memberId);
  const role = useOperatorMe().data?.role;
  const isAdmin = role ? isAllowedFor(changeMemberStatus.access, role) : false;
  const mayCorrectContact = role ? isAllowedFor(correctMemberContact.access, role) : false;
  const mayIssueCards = role ? isAllowedFor(issueCardsCall.access, role) : false;

  const back = (
    <Link to=".." relative="path" className="font-semibold text-brand-700 underline underline-offset-4">
      {t('back')}
    </Link>
  );

  if (!member.data) {
    const isMissing = isErrorBody(member.error) && member.error.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-6">
        {back}
        {member.isError ? (
          isMissing ? (
            <p role="alert" className="text-ink-700">
              {t('notFound', { memberId })}
            </p>
          ) : (
            <LoadError title={t('loadError')} error={member.error} onRetry={() => void member.refetch()} />
          )
        ) : (
          <p role="status" className="p-6 text-center text-ink-600">
            {t('loading')}
          </p>
        )}
      </div>
    );
  }

  const data = member.data;
  const name = [data.first_name, data.last_name].filter(Boolean).join(' ') || t('noName');
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{name}</h1>
        <span className="font-mono text-ink-700">{data.member_id}</span>
        <MemberStatusBadge status={data.status} />
      </header>
      <MemberFacts member={data} />
      <MemberTierProgressSection memberId={data.member_id} />
      <MemberLots lots={data.lots} />
      <div className="grid gap-6 desktop:grid-cols-2">
        <AdjustmentForm memberId={data.member_id} balance={data.point_balance} />
        {mayCorrectContact ? <ContactForm member={data} /> : null}
        <UnlockForm memberId={data.member_id} />
        {isAdmin ? <StatusForm member={data} /> : null}
        {isAdmin ? <MergeForm member={data} /> : null}
      </div>
      <MemberPendingAdjustments memberId={data.member_id} />
      <MemberRedemptionsSection memberId={data.member_id} />
      <MemberConsentHistorySection memberId={data.member_id} />
      <MemberReceiptsSection memberId={data.member_id} />
      <MemberCardsSection
        memberId={data.member_id}
        aside={mayIssueCards ? <CardIssueForm memberId={data.member_id} /> : null}
      />
      <MemberShipmentsSection memberId={data.member_id} />
      <MemberPrivacyRequestsSection memberId={data.member_id} />
      <MemberLedger memberId={data.member_id} />
    </div>
  );
}
