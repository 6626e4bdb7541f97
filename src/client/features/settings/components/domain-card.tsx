import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Account } from '../../../../shared/account-schema';
import { domainNameProblem, domainReady, normaliseDomainName } from '../../../../shared/domains';
import { toastSave } from '../../../lib/toasts';
import { useDomainInfo, useSetDomain } from '../api/domains';
import { DomainSetup } from './domain-setup';
import { LockedOverlay } from './locked-overlay';
import { appText } from '../../../i18n/app-text';

/**
 * spec §2/§4/§6: the custom domain (Professional; the server enforces it too). 'Pending setup' until
 * both a distribution id and a domain name exist, then 'Ready to use'. The owner enters the domain,
 * points a CNAME record at our target and checks DNS from here.
 */
export function DomainCard({ account, locked }: { account: Account; locked: boolean }) {
  const info = useDomainInfo();
  const target = account.distributionDomain ?? info.data?.cnameTarget ?? '';
  const [value, setValue] = useState(account.domainName ?? '');
  const [touched, setTouched] = useState(false);
  const forget = () => {
    setValue('');
    setTouched(false);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="domain-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          {appText('settings.domain')}
        </Title>
        {!locked && account.domainName && <DomainStatus ready={domainReady(account)} />}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {appText('settings.useYourOwnAddress')}
      </Text>
      {locked && account.domainName && (
        <Text size="sm" mt="sm">
          {appText('settings.domainKept', { domain: account.domainName })}
        </Text>
      )}
      <LockedOverlay locked={locked}>
        <Stack gap="sm" mt="md">
          <DomainNameField
            saved={account.domainName ?? ''}
            locked={locked}
            value={value}
            onValue={setValue}
            touched={touched}
            onTouched={setTouched}
          />
          {!account.domainName && !locked && (
            <Text size="xs" c="dimmed">
              {appText('settings.saveTheDomainYou')}
            </Text>
          )}
          {account.domainName && !locked && (
            <DomainSetup
              account={account}
              domainName={account.domainName}
              target={target}
              txt={info.data?.txtName ? { name: info.data.txtName, value: info.data.txtValue } : undefined}
              onRemoved={forget}
            />
          )}
        </Stack>
      </LockedOverlay>
    </Card>
  );
}

function DomainStatus({ ready }: { ready: boolean }) {
  return (
    <Badge color={ready ? 'teal' : 'yellow'} variant="light" tt="none" data-testid="domain-status">
      {ready ? appText('settings.readyToUse') : appText('settings.pendingSetup')}
    </Badge>
  );
}

/** The domain input, checked as typed once left, with its save button while it differs from the saved one. */
function DomainNameField({ saved, locked, value, onValue, touched, onTouched }: {
  saved: string;
  locked: boolean;
  value: string;
  onValue: (value: string) => void;
  touched: boolean;
  onTouched: (touched: boolean) => void;
}) {
  const setDomain = useSetDomain();
  const domain = normaliseDomainName(value);
  const problem = domain === '' ? null : domainNameProblem(domain);
  const edited = domain !== saved && domain !== '';

  const save = () => {
    onTouched(true);
    if (problem) return;
    void toastSave(setDomain.mutateAsync(domain), appText('settings.domainSaved'))
      .then((updated) => onValue(updated.domainName ?? ''))
      .catch(() => {});
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label={appText('settings.yourDomain')}
        placeholder={appText('settings.wwwYourcompanyCom')}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        onBlur={() => onTouched(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && edited) save();
        }}
        error={touched && edited ? problem : null}
        maxLength={260}
        autoComplete="off"
        spellCheck={false}
        style={{ flex: 1, minWidth: 200 }}
        disabled={locked}
      />
      {edited && !locked && (
        <Button onClick={save} loading={setDomain.isPending} mt={25}>
          {appText('settings.saveDomain')}
        </Button>
      )}
    </Group>
  );
}
