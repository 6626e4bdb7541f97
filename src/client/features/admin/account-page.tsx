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

/** /admin/accounts/:accountId: one owner's account, and what support can do about it (opening it is in the audit log). */
export default function AccountPage() {
  const { accountId = '' } = useParams();
  const detail = useAccountDetail(accountId);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Alert color="red" title="Could not open this account" role="alert">
        Error: {errorMessage(detail.error)}
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
          Back to search
        </Anchor>
        <Group gap="sm" mt={4} align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {website.companyName || owner.email}
          </Title>
          {website.suspendedOn && (
            <Badge c="dark.9" color="red" variant="light">
              Suspended
            </Badge>
          )}
          {owner.operator && (
            <Badge c="dark.9" color="dark" variant="light">
              Operator
            </Badge>
          )}
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Owner" id="owner">
          <Facts
            rows={[
              ['E-mail', owner.email],
              ['Name', owner.fullName || '—'],
              ['E-mail confirmed', owner.emailConfirmed ? 'Yes' : 'No'],
              ['Signs in with', owner.signInMethods.join(', ') || '—'],
              ['Joined', day(owner.createdOn)],
              ['Leads received', String(detail.leadsCount)],
            ]}
          />
        </Section>
        <Section title="Website" id="website">
          <Facts
            rows={[
              ['Address', website.siteUrl ? <Anchor href={website.siteUrl}>{website.siteUrl}</Anchor> : 'Not published yet'],
              ['Live version', website.liveVersion ? `v${website.liveVersion}, ${when(website.lastPublished)} by ${website.lastPublishedBy ?? '—'}` : '—'],
              ['Custom domain', domain.name ? `${domain.name} (${domain.state === 'ready' ? 'Ready to use' : 'Pending setup'}${domain.served ? ', served' : ', not served'})` : 'None'],
              ['Suspended', website.suspendedOn ? `Since ${when(website.suspendedOn)}: ${website.suspensionReason ?? ''}` : 'No'],
            ]}
          />
          <Title order={3} size="h5" mt="md" mb="xs">
            {website.suspendedOn ? 'Restore' : 'Suspend'}
          </Title>
          <SuspendAction detail={detail} />
        </Section>
        <Section title="Plan and subscription" id="plan">
          {plan.providerProblem && (
            <Alert color="yellow" mb="sm">
              {plan.providerProblem}
            </Alert>
          )}
          <Facts
            rows={[
              ['Plan', planLabel(plan.tier, plan.status)],
              ['Since', day(plan.startedOn)],
              ['Payment provider', plan.provider === 'stripe' ? 'Stripe' : 'Test provider'],
              ['Customer', plan.customerId ?? 'None'],
            ]}
          />
          <Title order={3} size="h5" mt="md" mb="xs">
            Subscriptions
          </Title>
          {plan.subscriptions.length === 0 ? (
            <Nothing>None.</Nothing>
          ) : (
            <ul className={classes.list}>
              {plan.subscriptions.map((s) => (
                <li key={s.subscriptionId} className={classes.item}>
                  <strong>{s.status}</strong> · started {day(s.startedOn)}
                  {s.currentPeriodEnd && ` · paid until ${day(s.currentPeriodEnd)}`}
                  {s.cancelAtPeriodEnd && ' · cancels at period end'}
                  <Text size="xs" c="dimmed">
                    {s.subscriptionId}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <Title order={3} size="h5" mt="md" mb="xs">
            Invoices
          </Title>
          {plan.invoices.length === 0 ? (
            <Nothing>None.</Nothing>
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
            Cancel
          </Title>
          <CancelAction detail={detail} />
          <Title order={3} size="h5" mt="md" mb="xs">
            Subscription e-mail
          </Title>
          <CustomerEmailAction detail={detail} />
        </Section>
        <Section title="View as owner" id="view-as">
          <ViewAsAction detail={detail} />
        </Section>
        <Section title={`Published versions (${detail.versionCount})`} id="versions">
          {detail.versions.length === 0 ? (
            <Nothing>Never published.</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.versions.map((v) => (
                <li key={v.version} className={classes.item}>
                  <strong>v{v.version}</strong>
                  {v.live && ' (live)'} · {when(v.publishedOn)} by {v.publishedBy}
                  {v.restoredFrom !== null && ` · restored from v${v.restoredFrom}`}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Recent sign-ins" id="sign-ins">
          {detail.signIns.length === 0 ? (
            <Nothing>No sign-in session is kept.</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.signIns.map((s, i) => (
                <li key={`${s.at}-${i}`} className={classes.item}>
                  {when(s.at)}
                  {s.viewedByOperator ? ' · an operator viewing as owner' : ''}
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
        <Section title="Reports about this site" id="reports">
          {detail.reports.length === 0 ? (
            <Nothing>None.</Nothing>
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
        <Section title="Audit trail" id="audit">
          {detail.audit.length === 0 ? (
            <Nothing>No operator has acted on this account yet.</Nothing>
          ) : (
            <ul className={classes.list}>
              {detail.audit.map((e) => (
                <li key={e.id} className={classes.item}>
                  {when(e.at)} · <strong>{actionLabel(e.action)}</strong> by {e.operatorEmail}
                  {e.reason && <Text size="sm">Why: {e.reason}</Text>}
                </li>
              ))}
            </ul>
          )}
          <Anchor component={Link} to={paths.adminAudit} size="sm" mt="sm" display="inline-block">
            The whole audit log
          </Anchor>
        </Section>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Account {owner.accountId}
      </Text>
    </Stack>
  );
}
