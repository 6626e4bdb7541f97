import { Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { NAME_MAX } from '../../../shared/account';
import { toastSave } from '../../lib/toasts';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';
import { useAccount } from '../../api/get-account';
import { useUpdateAccount } from '../../api/update-account';
import { VisitorsCard } from './components/visitors-card';

export default function DashboardPage() {
  const { data: account } = useAccount();
  const { session } = useSession();
  const email = account?.email ?? session?.user.email;
  return (
    <Container size="sm">
      <Stack gap="lg">
        {account?.fullName ? (
          <Card withBorder padding="xl" radius="md">
            <Title order={2}>Hello, {account.fullName}!</Title>
            <Text mt="sm">
              Start with your company details: they fill your website. Then shape the page in the editor and publish it.
            </Text>
            <Group mt="lg">
              <Button component={Link} to={paths.company}>
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
    <Card withBorder padding="xl" radius="md">
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
