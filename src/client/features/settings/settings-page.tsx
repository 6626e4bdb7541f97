import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { isProfessional } from '../../../shared/account';
import { useAccount } from '../../api/get-account';
import { AddressCard } from './components/address-card';
import { AnalyticsCard } from './components/analytics-card';
import { DomainCard } from './components/domain-card';
import { DownloadCard } from './components/download-card';
import { HistoryCard } from './components/history-card';
import { LanguageCard } from './components/language-card';
import { SecondLanguageCard } from './components/second-language-card';
import { PublishCard } from './components/publish-card';
import { StatusCard } from './components/status-card';
import { SuspendedNotice } from './components/suspended-notice';
import { appText } from '../../i18n/app-text';

/** spec §2 /settings: status, publishing, history, and the Professional cards. */
export default function SettingsPage() {
  const { data: account } = useAccount();
  if (!account) return null;
  const locked = !isProfessional(account);
  return (
    <Container size="md">
      <Title order={2} mb="md">
        {appText('settings.publishSettings')}
      </Title>
      <Stack gap="md">
        <SuspendedNotice account={account} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StatusCard account={account} />
          <PublishCard live={!!account.websiteLastPublished} />
        </SimpleGrid>
        <HistoryCard />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LanguageCard />
          <SecondLanguageCard account={account} />
        </SimpleGrid>
        <AddressCard account={account} locked={locked} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DomainCard account={account} locked={locked} />
          <AnalyticsCard account={account} locked={locked} />
        </SimpleGrid>
        <DownloadCard account={account} />
      </Stack>
    </Container>
  );
}
