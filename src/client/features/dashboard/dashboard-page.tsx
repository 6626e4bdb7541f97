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
import { startSkipped, useOnboarding } from '../../api/onboarding';
import { useUpdateAccount } from '../../api/update-account';
import { SetupChecklist, type SetupState } from './components/setup-checklist';
import { SiteThumbnail } from './components/site-thumbnail';
import { VisitorsCard } from './components/visitors-card';

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
            <Title order={2}>Hello, {account.fullName}!</Title>
            <Text mt="sm">
              {saved
                ? 'Your website is waiting in the editor. Make it yours, then publish it.'
                : 'Start with your company details: they fill your website. Then shape the page in the editor and publish it.'}
            </Text>
            <Group mt="lg">
              {!saved && (
                <Button component={Link} to={paths.start}>
                  Create my website
                </Button>
              )}
              <Button component={Link} to={paths.company} variant={saved ? 'filled' : 'light'}>
                Go to Company
              </Button>
              <Button component={Link} to={paths.website} variant="light">
                Open the editor
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
        {account && <VisitorsCard />}
        <Text size="sm" c="dimmed">
          Signed in as <strong>{email}</strong> · <Anchor component={Link} to={paths.account} size="sm">Account</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function NameForm() {
  const [name, setName] = useState('');
  const update = useUpdateAccount();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    void toastSave(update.mutateAsync({ fullName: name.trim() }), 'Account has been updated.').catch(() => {});
  };
  return (
    <Card withBorder padding="xl" radius="md" id="name">
      <Title order={2}>Welcome to Website Works!</Title>
      <Text mt="sm">Let&apos;s get to know each other. What is your full name?</Text>
      <form onSubmit={onSubmit}>
        <Group mt="md" align="flex-end">
          <TextInput
            label="Full name"
            placeholder="Jane Doe"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={NAME_MAX}
            style={{ flex: 1, minWidth: 200 }}
            autoComplete="name"
          />
          {name.trim() && (
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          )}
        </Group>
      </form>
    </Card>
  );
}
