import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type SyntheticEvent, useState } from 'react';
import type { ImportedDetails } from '../../../shared/import-schema';
import { WEBSITE_LIMITS, type WebsiteContent } from '../../../shared/website';
import { useOnboarding } from '../../api/onboarding';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { usePlaceSearch } from '../../api/place-search';
import { useImportPlace, useImportWebsite } from './api/import';
import { appText, type AppTextKey } from '../../i18n/app-text';
import { formatList } from '../../../shared/i18n/format';

const FIELD_NAMES: Record<Exclude<keyof ImportedDetails, 'infoItems'>, AppTextKey> = {
  companyName: 'company.imported.companyName',
  companyDescription: 'company.imported.companyDescription',
  phone: 'company.imported.phone',
  email: 'company.imported.email',
  addressFreeForm: 'company.imported.addressFreeForm',
  socialUrl: 'company.imported.socialUrl',
};

/** The form's content with what an import found: found fields replace, info cards are added (and their section shown). */
export function withImported(content: WebsiteContent, details: ImportedDetails): WebsiteContent {
  const { infoItems, ...fields } = details;
  const next: WebsiteContent = { ...content };
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string | undefined][]) {
    if (value) next[key] = value;
  }
  if (infoItems?.length) {
    let index = Math.max(-1, ...content.otherItems.map((i) => i.index)) + 1;
    const fresh = infoItems.filter((c) => !content.otherItems.some((i) => i.title === c.title)).map((c) => ({ index: index++, ...c }));
    next.otherItems = [...content.otherItems, ...fresh].slice(0, WEBSITE_LIMITS.itemsPerList);
    next.enableSectionThree = true;
  }
  return next;
}

/** "company name, phone, and address" for the notice after an import, joined as the app's language joins a list. */
export function describeImport(details: ImportedDetails): string {
  const names = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).filter((k) => details[k]).map((k) => appText(FIELD_NAMES[k]));
  if (details.infoItems?.length) names.push(formatList(details.infoItems.map((c) => c.title.toLowerCase())));
  return formatList(names);
}

/** A long button label wraps between words on a phone instead of being cut off. */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', paddingBlock: 6 } } as const;

/**
 * /company's imports: "Import from your website" (the server reads the page) and, where the
 * installation has a Places API key, "Import from Google Business Profile" (elsewhere the spec's disabled
 * "Import google business profile (coming soon)", said in an owner's words). Both only fill the form;
 * the owner reviews and saves.
 */
export function ImportCard({ onImported }: { onImported: (details: ImportedDetails, source: string) => void }) {
  const importWebsite = useImportWebsite();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const apply = (details: ImportedDetails, source: string) => {
    onImported(details, source);
    setProblem(null);
    setDone(appText('company.importFilled', { what: describeImport(details), source }));
  };

  // Inside /company's own form: no nested form, and Enter imports instead of saving.
  const onWebsite = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!url.trim()) return setProblem(appText('company.pasteAddress'));
    setDone(null);
    importWebsite.mutate(url.trim(), {
      onSuccess: ({ details, source }) => apply(details, new URL(source).hostname),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-title">
      <Title order={3} size="h4" id="import-title">
        {appText('company.importFromYourWebsite')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {appText('company.alreadyHaveAWebsite')}{' '}
        <Anchor component={Link} to={paths.movingIn} size="sm" underline="always">
          {appText('company.bringYourWholeWebsite')}
        </Anchor>{' '}
        {appText('company.toTakeItsHours')}
      </Text>
      <Group mt="md" align="flex-end" gap="sm">
          <TextInput
            onKeyDown={(e) => e.key === 'Enter' && onWebsite(e)}
            label={appText('company.yourCurrentWebsite')}
            placeholder={appText('company.wwwYourcompanyCom')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            maxLength={2048}
            style={{ flex: 1, minWidth: 220 }}
            inputMode="url"
          />
          <Button type="button" variant="light" loading={importWebsite.isPending} onClick={onWebsite}>
            {appText('company.import')}
          </Button>
      </Group>
      <GoogleImport onImported={apply} onProblem={setProblem} />
      {problem && (
        <Alert color="red" role="alert" mt="md">
          {problem}
        </Alert>
      )}
      {done && (
        <Alert color="teal" role="status" mt="md" data-testid="import-done">
          {done}
        </Alert>
      )}
    </Card>
  );
}

function GoogleImport({ onImported, onProblem }: { onImported: (d: ImportedDetails, source: string) => void; onProblem: (p: string | null) => void }) {
  const onboarding = useOnboarding();
  const { query, setQuery, places, chosen, setChosen, onSearch, searching } = usePlaceSearch(onProblem);
  const importPlace = useImportPlace();
  const [open, setOpen] = useState(false);
  const google = onboarding.data?.googleImport;

  if (!google) return null;
  if (!google.available) {
    return (
      <Stack gap={4} mt="md">
        {/* Spec §2 /company: the disabled button's own words. */}
        <Button variant="default" disabled aria-describedby="google-unavailable" style={{ alignSelf: 'flex-start', maxWidth: '100%' }} h="auto" mih={36} styles={WRAPPING_LABEL}>
          {appText('company.importGoogleBusinessProfile')}
        </Button>
        <Text size="xs" c="dimmed" id="google-unavailable">
          {google.reason}
        </Text>
      </Stack>
    );
  }
  if (!open) {
    return (
      <Button variant="default" mt="md" onClick={() => setOpen(true)} maw="100%" h="auto" mih={36} styles={WRAPPING_LABEL}>
        {appText('company.importFromGoogleBusiness')}
      </Button>
    );
  }
  const onImport = () =>
    importPlace.mutate(chosen, {
      onSuccess: ({ details, source }) => onImported(details, `your Google listing (${source})`),
      onError: (error) => onProblem(errorMessage(error)),
    });
  return (
    <Stack gap="sm" mt="md">
      <Group align="flex-end" gap="sm">
          <TextInput
            onKeyDown={(e) => e.key === 'Enter' && onSearch(e)}
            label={appText('company.businessNameAndTown')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="button" variant="light" loading={searching} onClick={onSearch}>
            {appText('company.searchGoogle')}
          </Button>
      </Group>
      {places.length > 0 && (
        <>
          <Radio.Group label={appText('company.whichOneIsYours')} value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {places.map((p) => (
                <Radio key={p.id} value={p.id} label={p.name} description={p.address} />
              ))}
            </Stack>
          </Radio.Group>
          <Button onClick={onImport} loading={importPlace.isPending} disabled={!chosen} style={{ alignSelf: 'flex-start' }}>
            {appText('company.importThisListing')}
          </Button>
        </>
      )}
    </Stack>
  );
}
