import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { AccountDetail } from '../../../shared/admin-schema';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { useAccountDetail } from './api/admin-api';
import { CancelAction, CustomerEmailAction, SuspendAction, ViewAsAction } from './components/account-actions';
import { Facts, Nothing, Section } from './components/facts';
import classes from './components/facts.module.css';
import { actionLabel, day, money, planLabel, reasonLabel, statusLabel, when } from './components/format';
import { appRich, appText } from '../../i18n/app-text';
import { formatList, formatNumber } from '../../../shared/i18n/format';

/** /admin/accounts/:accountId: one owner's account, and what support can do about it (opening it is in the audit log). */
export default function AccountPage() {
  const { accountId = '' } = useParams();
  const detail = useAccountDetail(accountId);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Alert color="red" title={appText('admin.couldNotOpenThis')} role="alert">
        {appText('common.error', { message: errorMessage(detail.error) })}
      </Alert>
    );
  }
  return <Account detail={detail.data} />;
}

function Account({ detail }: { detail: AccountDetail }) {
  const { owner, website, domain, plan } = detail;
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={paths.admin} size="sm">
          {appText('admin.backToSearch')}
        </Anchor>
        <Group gap="sm" mt={4} align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {website.companyName || owner.email}
          </Title>
          {website.suspendedOn && (
            <Badge c="dark.9" color="red" variant="light">
              {appText('admin.suspended')}
            </Badge>
          )}
          {owner.operator && (
            <Badge c="dark.9" color="dark" variant="light">
              {appText('admin.operator')}
            </Badge>
          )}
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={appText('admin.owner')} id="owner">
          <Facts
            rows={[
              [appText('admin.row.email'), owner.email],
              [appText('admin.row.name'), owner.fullName || '—'],
              [appText('admin.row.emailConfirmed'), appText(owner.emailConfirmed ? 'admin.row.yes' : 'admin.row.no')],
              [appText('admin.row.signsInWith'), formatList(owner.signInMethods) || '—'],
              [appText('admin.row.joined'), day(owner.createdOn)],
              [appText('admin.row.leadsReceived'), formatNumber(detail.leadsCount)],
            ]}
          />
        </Section>
        <Section title={appText('admin.website')} id="website">
          <Facts
            rows={[
              [appText('admin.row.address'), website.siteUrl ? <Anchor href={website.siteUrl}>{website.siteUrl}</Anchor> : appText('admin.row.notPublished')],
              [appText('admin.row.liveVersion'), website.liveVersion ? appText('admin.row.liveVersionValue', { version: String(website.liveVersion), when: when(website.lastPublished), by: website.lastPublishedBy ?? '—' }) : '—'],
              [appText('admin.row.customDomain'), domain.name ? appText('admin.row.customDomainValue', { name: domain.name, ready: domain.state === 'ready' ? 'yes' : 'no', served: domain.served ? 'yes' : 'no' }) : appText('admin.none')],
              [appText('admin.row.suspended'), website.suspendedOn ? appText('admin.row.suspendedSince', { when: when(website.suspendedOn), reason: website.suspensionReason ?? '' }) : appText('admin.row.no')],
            ]}
          />
          <Title order={3} size="h5" mt="md" mb="xs">
            {website.suspendedOn ? appText('admin.restore') : appText('admin.suspend')}
          </Title>
          <SuspendAction detail={detail} />
        </Section>
        <Section title={appText('admin.planAndSubscription')} id="plan">
          {plan.providerProblem && (
            <Alert color="yellow" mb="sm">
              {plan.providerProblem}
            </Alert>
          )}
          <Facts
            rows={[
              [appText('admin.row.plan'), planLabel(plan.tier, plan.status)],
              [appText('admin.row.since'), day(plan.startedOn)],
              [appText('admin.row.paymentProvider'), appText(plan.provider === 'stripe' ? 'admin.row.stripe' : 'admin.row.testProvider')],
              [appText('admin.row.customer'), plan.customerId ?? appText('admin.none')],
            ]}
          />
          <Title order={3} size="h5" mt="md" mb="xs">
            {appText('admin.subscriptions')}
          </Title>
          {plan.subscriptions.length === 0 ? (
            <Nothing>{appText('admin.none')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {plan.subscriptions.map((s) => (
                <li key={s.subscriptionId} className={classes.item}>
                  {appRich('admin.subscriptionLine', { b: (chunks) => <strong>{chunks}</strong>, status: s.status, started: day(s.startedOn) })}
                  {s.currentPeriodEnd && appText('admin.paidUntil', { day: day(s.currentPeriodEnd) })}
                  {s.cancelAtPeriodEnd && appText('admin.cancelsAtPeriodEnd')}
                  <Text size="xs" c="dimmed">
                    {s.subscriptionId}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <Title order={3} size="h5" mt="md" mb="xs">
            {appText('admin.invoices')}
          </Title>
          {plan.invoices.length === 0 ? (
            <Nothing>{appText('admin.none')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {plan.invoices.map((i) => (
                <li key={i.id} className={classes.item}>
                  {day(i.createdOn)} · {money(i.amountPaid, i.currency)} · {i.status}
                </li>
              ))}
            </ul>
          )}
          <Title order={3} size="h5" mt="md" mb="xs">
            {appText('admin.cancel')}
          </Title>
          <CancelAction detail={detail} />
          <Title order={3} size="h5" mt="md" mb="xs">
            {appText('admin.subscriptionEMail')}
          </Title>
          <CustomerEmailAction detail={detail} />
        </Section>
        <Section title={appText('admin.viewAsOwner')} id="view-as">
          <ViewAsAction detail={detail} />
        </Section>
        <Section title={appText('admin.publishedVersions', { count: detail.versionCount })} id="versions">
          {detail.versions.length === 0 ? (
            <Nothing>{appText('admin.neverPublished')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.versions.map((v) => (
                <li key={v.version} className={classes.item}>
                  {appRich('admin.versionLine', { b: (chunks) => <strong>{chunks}</strong>, version: v.version, live: v.live ? 'yes' : 'no', when: when(v.publishedOn), by: v.publishedBy })}
                  {v.restoredFrom !== null && appText('admin.restoredFrom', { version: v.restoredFrom })}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={appText('admin.recentSignIns')} id="sign-ins">
          {detail.signIns.length === 0 ? (
            <Nothing>{appText('admin.noSignInSession')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.signIns.map((s, i) => (
                <li key={`${s.at}-${i}`} className={classes.item}>
                  {when(s.at)}
                  {s.viewedByOperator ? appText('admin.anOperatorViewingAs') : ''}
                  {s.ipAddress ? ` · ${s.ipAddress}` : ''}
                  {s.userAgent && (
                    <Text size="xs" c="dimmed">
                      {s.userAgent}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={appText('admin.reportsAboutThisSite')} id="reports">
          {detail.reports.length === 0 ? (
            <Nothing>{appText('admin.none')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.reports.map((r) => (
                <li key={r.reportId} className={classes.item}>
                  <strong>{reasonLabel(r.reason)}</strong> · {when(r.receivedOn)} · {statusLabel(r.status)}
                  {r.details && <Text size="sm">{r.details}</Text>}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={appText('admin.auditTrail')} id="audit">
          {detail.audit.length === 0 ? (
            <Nothing>{appText('admin.noOperatorHasActed')}</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.audit.map((e) => (
                <li key={e.id} className={classes.item}>
                  {appRich('admin.auditLine', { b: (chunks) => <strong>{chunks}</strong>, when: when(e.at), action: actionLabel(e.action), by: e.operatorEmail })}
                  {e.reason && <Text size="sm">{appText('admin.why', { reason: e.reason })}</Text>}
                </li>
              ))}
            </ul>
          )}
          <Anchor component={Link} to={paths.adminAudit} size="sm" mt="sm" display="inline-block">
            {appText('admin.theWholeAuditLog')}
          </Anchor>
        </Section>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {appText('admin.accountId', { id: owner.accountId })}
      </Text>
    </Stack>
  );
}
