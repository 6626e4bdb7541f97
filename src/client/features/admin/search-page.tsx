import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AccountSummary } from '../../../shared/admin-schema';
import { errorMessage } from '../../lib/api-client';
import { adminAccountPath } from '../../paths';
import { useSearch } from './api/admin-api';
import { planLabel } from './components/format';
import { type AppTextKey, appText } from '../../i18n/app-text';

const MATCHED: Record<string, AppTextKey> = { email: 'admin.matchedEmail', company: 'admin.matchedCompany', address: 'admin.matchedAddress', domain: 'admin.matchedDomain' };

/** /admin: find an account by e-mail, company name, site address or custom domain (every search is in the audit log). */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {appText('admin.findAnAccount')}
      </Title>
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={appText('admin.eMailCompanyName')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
            maxLength={300}
            autoComplete="off"
          />
          <Button type="submit">{appText('admin.search')}</Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        {appText('admin.everySearchIsKept')}
      </Text>
      {q.trim().length === 1 && <Text size="sm">{appText('admin.typeAtLeast2')}</Text>}
      {search.isFetching && !search.data && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={appText('admin.searching')} />
        </Group>
      )}
      {search.isError && (
        <Text c="red" role="alert">
          {appText('common.error', { message: errorMessage(search.error) })}
        </Text>
      )}
      {search.data && q && (
        <section aria-label={appText('admin.results')}>
          <Text size="sm" mb="xs" role="status">
            {search.data.accounts.length === 0
              ? appText('admin.noMatch', { q })
              : appText('admin.matches', { count: search.data.accounts.length, shown: `${search.data.accounts.length}${search.data.more ? '+' : ''}`, q })}
          </Text>
          <Stack gap="sm">
            {search.data.accounts.map((account) => (
              <Result key={account.accountId} account={account} />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function Result({ account }: { account: AccountSummary }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={adminAccountPath(account.accountId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {account.companyName || account.email}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email}
            {account.fullName ? ` · ${account.fullName}` : ''}
          </Text>
          {(account.siteUrl || account.domainName) && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[account.siteUrl, account.domainName].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {appText('admin.foundBy', { what: account.matched.map((m) => (MATCHED[m] ? appText(MATCHED[m]) : m)).join(', ') || appText('admin.matchedFallback') })}
          </Text>
        </div>
        <Group gap={6}>
          {account.suspended && (
            <Badge c="dark.9" color="red" variant="light">
              {appText('admin.suspended')}
            </Badge>
          )}
          <Badge c="dark.9" color={account.tier === 'professional' ? 'teal' : 'gray'} variant="light" tt="none">
            {planLabel(account.tier, account.subscriptionStatus)}
          </Badge>
        </Group>
      </Group>
    </Card>
  );
}
