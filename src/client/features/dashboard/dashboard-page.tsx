import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { NAME_MAX } from '../../../shared/account';
import type { WebsiteContent } from '../../../shared/website';
import { toastSave } from '../../lib/toasts';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';
import { useAccount } from '../../api/get-account';
import { useWebsite } from '../../api/get-website';
import { useBookings } from '../../api/get-bookings';
import { startSkipped, useOnboarding } from '../../api/onboarding';
import { useUpdateAccount } from '../../api/update-account';
import { SetupChecklist, type SetupState } from './components/setup-checklist';
import { SiteThumbnail } from './components/site-thumbnail';
import { VisitorsCard } from './components/visitors-card';
import { appText } from '../../i18n/app-text';

const filled = (v: string) => v.trim() !== '';

function setupState(account: { fullName: string | null; websiteLastPublished: string | null; domainName: string | null }, website: WebsiteContent | undefined, saved: boolean): SetupState {
  const w = website;
  return {
    named: !!account.fullName,
    companyDetails: !!w && filled(w.companyName) && [w.phone, w.email, w.addressFreeForm].some(filled),
    pageShaped: saved && !!w && (filled(w.aboutMe) || w.serviceItems.length > 0 || w.otherItems.length > 0),
    published: !!account.websiteLastPublished,
    customDomain: !!account.domainName,
  };
}

export default function DashboardPage() {
  const { data: account } = useAccount();
  const onboarding = useOnboarding();
  const website = useWebsite();
  const { session } = useSession();
  const email = account?.email ?? session?.user.email;
  const saved = onboarding.data?.websiteSaved ?? false;

  // A new owner starts with the four questions of /start (they can skip it; it goes once the website is saved).
  if (account && onboarding.data && !saved && !startSkipped(account.accountId)) return <Navigate to={paths.start} replace />;

  return (
    <Container size="lg">
      <Stack gap="lg">
        {account?.fullName ? (
          <Card withBorder padding="xl" radius="md">
            <Title order={2}>{appText('dashboard.hello', { name: account.fullName })}</Title>
            <Text mt="sm">
              {saved
                ? appText('dashboard.yourWebsiteIsWaiting')
                : appText('dashboard.startWithYourCompany')}
            </Text>
            <Group mt="lg">
              {!saved && (
                <Button component={Link} to={paths.start}>
                  {appText('dashboard.createMyWebsite')}
                </Button>
              )}
              <Button component={Link} to={paths.company} variant={saved ? 'filled' : 'light'}>
                {appText('dashboard.goToCompany')}
              </Button>
              <Button component={Link} to={paths.website} variant="light">
                {appText('dashboard.openTheEditor')}
              </Button>
            </Group>
          </Card>
        ) : (
          <NameForm />
        )}
        {account && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SetupChecklist state={setupState(account, website.data, saved)} />
            <SiteThumbnail saved={saved} publicUrl={account.websiteLastPublished ? account.websiteUrl : null} />
          </SimpleGrid>
        )}
        {account && <PendingBookings />}
        {account && <VisitorsCard />}
        <Text size="sm" c="dimmed">
          {appText('dashboard.signedInAs')} <strong>{email}</strong> · <Anchor component={Link} to={paths.account} size="sm">{appText('dashboard.account')}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

/** Booking requests waiting for the owner's answer (issue 25): shown only when there are some. */
function PendingBookings() {
  const list = useBookings();
  const pending = list.data?.bookings.filter((b) => b.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-bookings">
      <Title order={3} size="h4">
        {appText('dashboard.bookingsWaiting', { count: pending.length })}
      </Title>
      <Stack gap={2} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pending.slice(0, 5).map((b) => (
          <Text component="li" size="sm" key={b.bookingId}>
            {appText('dashboard.bookingLine', { when: b.when, service: b.serviceName, name: b.name })}
          </Text>
        ))}
      </Stack>
      <Button component={Link} to={paths.bookings} mt="md" variant="light">
        {appText('dashboard.answerInBookings')}
      </Button>
    </Card>
  );
}

function NameForm() {
  const [name, setName] = useState('');
  const update = useUpdateAccount();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    void toastSave(update.mutateAsync({ fullName: name.trim() }), appText('dashboard.accountUpdated')).catch(() => {});
  };
  return (
    <Card withBorder padding="xl" radius="md" id="name">
      <Title order={2}>{appText('dashboard.welcomeToWebsiteWorks')}</Title>
      <Text mt="sm">{appText('dashboard.getToKnow')}</Text>
      <form onSubmit={onSubmit}>
        <Group mt="md" align="flex-end">
          <TextInput
            label={appText('dashboard.fullName')}
            placeholder={appText('dashboard.janeDoe')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={NAME_MAX}
            style={{ flex: 1, minWidth: 200 }}
            autoComplete="name"
          />
          {name.trim() && (
            <Button type="submit" loading={update.isPending}>
              {appText('dashboard.save')}
            </Button>
          )}
        </Group>
      </form>
    </Card>
  );
}
