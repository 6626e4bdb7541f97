import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Card, Checkbox, Container, Group, NativeSelect, Progress, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FoundItem, SiteImportStatus } from '../../../shared/import-schema';
import { TRADES, type TradeId } from '../../../shared/trades';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { useOnboarding } from '../../api/onboarding';
import { usePlaceSearch } from '../../api/place-search';
import { useApplySiteRead, useSiteRead, useStartGoogleRead, useStartSiteRead } from './api';
import { appText } from '../../i18n/app-text';

/**
 * /moving-in (issue 29): "Bring your website over". The owner gives their current site's address; we
 * read up to ten of its pages (progress shown as it goes), then show everything found beside where it
 * goes and what is there now, each with a tick box. Only ticked items are taken; without a website
 * yet, they fill the trade kit's first draft, which opens in the editor unpublished.
 */
export default function MovingInPage() {
  const [url, setUrl] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartSiteRead();
  const read = useSiteRead(jobId);
  const status = read.data;

  const onRead = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return setProblem(appText('moving-in.pasteAddress'));
    setProblem(null);
    start.mutate(url.trim(), {
      onSuccess: (job) => setJobId(job.jobId),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  const reading = start.isPending || status?.state === 'reading' || (jobId !== null && !status && !read.error);
  const failed = status?.state === 'failed' ? status.message : read.error ? errorMessage(read.error) : null;

  return (
    <Container size="md">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {appText('moving-in.bringYourWebsiteOver')}
          </Title>
          <Text mt="xs" c="dimmed">
            {appText('moving-in.weReadUpTo')}
          </Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={onRead} noValidate>
            <Group align="flex-end" gap="sm">
              <TextInput
                id="moving-in-url"
                label={appText('moving-in.yourCurrentWebsite')}
                placeholder={appText('moving-in.wwwYourcompanyCom')}
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
                maxLength={2048}
                inputMode="url"
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button type="submit" loading={reading} disabled={reading}>
                {appText('moving-in.readMyWebsite')}
              </Button>
            </Group>
          </form>
          <GoogleListing disabled={reading} onStarted={(id) => setJobId(id)} onProblem={setProblem} />
          {status && <ReadProgress status={status} />}
          {(problem ?? failed) && (
            <Alert color="red" role="alert" mt="md">
              {problem ?? failed}
            </Alert>
          )}
        </Card>
        {status?.state === 'done' && status.found && <Review key={status.jobId} status={status} />}
        <Text size="sm" c="dimmed">
          {appText('moving-in.noWebsiteYet')}{' '}
          <Anchor component={Link} to={paths.start} size="sm" underline="always">
            {appText('moving-in.answerFourQuestionsInstead')}
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}

/** "Or use your Google Business Profile": search by name and town, choose, read. Without the operator's key, a plain sentence. */
function GoogleListing({ disabled, onStarted, onProblem }: { disabled: boolean; onStarted: (jobId: string) => void; onProblem: (p: string | null) => void }) {
  const onboarding = useOnboarding();
  const { query, setQuery, places, chosen, setChosen, onSearch, searching } = usePlaceSearch(onProblem);
  const start = useStartGoogleRead();
  const google = onboarding.data?.googleImport;
  if (!google) return null;
  if (!google.available) {
    return (
      <Text size="sm" c="dimmed" mt="md" data-testid="google-unavailable">
        {google.reason}
      </Text>
    );
  }
  return (
    <Stack gap="sm" mt="lg">
      <form onSubmit={onSearch} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={appText('moving-in.orYourGoogleBusiness')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" variant="light" loading={searching}>
            {appText('moving-in.searchGoogle')}
          </Button>
        </Group>
      </form>
      {places.length > 0 && (
        <>
          <Radio.Group label={appText('moving-in.whichOneIsYours')} value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {places.map((p) => (
                <Radio key={p.id} value={p.id} label={p.name} description={p.address} />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            style={{ alignSelf: 'flex-start' }}
            disabled={!chosen || disabled}
            loading={start.isPending}
            onClick={() => start.mutate(chosen, { onSuccess: (job) => onStarted(job.jobId), onError: (error) => onProblem(errorMessage(error)) })}
          >
            {appText('moving-in.readThisListing')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function ReadProgress({ status }: { status: SiteImportStatus }) {
  const done = status.state !== 'reading';
  const value = done ? 100 : Math.round((status.pagesRead / Math.max(1, status.pagesPlanned)) * 100);
  const words = done
    ? status.state === 'done'
      ? `Read ${status.found?.pages.length ?? status.pagesRead} ${status.found?.pages.length === 1 ? 'page' : 'pages'} of your website.`
      : 'Reading stopped.'
    : `Reading page ${Math.min(status.pagesRead + 1, status.pagesPlanned)} of ${status.pagesPlanned}${status.reading ? ` (${status.reading})` : ''}…`;
  return (
    <Stack gap={6} mt="md">
      <Progress value={value} aria-label={appText('moving-in.readingYourWebsite')} animated={!done} />
      <Text size="sm" role="status" data-testid="moving-in-progress">
        {words}
      </Text>
    </Stack>
  );
}

function Review({ status }: { status: SiteImportStatus }) {
  const found = status.found!;
  const navigate = useNavigate();
  const apply = useApplySiteRead(status.jobId);
  const [trade, setTrade] = useState<TradeId>((TRADES.some((t) => t.id === found.trade) ? found.trade : 'other') as TradeId);
  // Everything ticked for a new website; over an existing one, only what fills an empty place.
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(found.items.filter((i) => !found.websiteExists || i.now === null || i.now === '').map((i) => i.id)));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [ticked]);
  const groups = useMemo(() => {
    const order: string[] = [];
    const by = new Map<string, FoundItem[]>();
    for (const item of found.items) {
      const group = item.id.startsWith('photo:') ? 'Photos' : item.id.includes(':') ? item.goesTo : 'Your details';
      if (!by.has(group)) {
        by.set(group, []);
        order.push(group);
      }
      by.get(group)!.push(item);
    }
    return order.map((name) => ({ name, items: by.get(name)! }));
  }, [found.items]);
  const toggle = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onApply = () =>
    apply.mutate(
      { trade, take: [...ticked] },
      {
        onSuccess: () => void navigate(paths.website),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  const host = new URL(found.source).hostname;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="moving-in-review">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="moving-in-review">
            {appText('moving-in.foundOn', { host })}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {found.websiteExists
              ? appText('moving-in.tickedItemsReplaceWhat')
              : appText('moving-in.tickedItemsGoInto')}
          </Text>
        </div>
        <NativeSelect
          label={appText('moving-in.businessType')}
          description={appText('moving-in.weGuessedThisFrom')}
          value={trade}
          onChange={(e) => setTrade(e.currentTarget.value as TradeId)}
          data={TRADES.map((t) => ({ value: t.id, label: t.label }))}
        />
        {found.items.length === 0 && <Text>{appText('moving-in.weFoundNothingWe')}</Text>}
        {groups.map((group) => (
          <Stack gap="xs" key={group.name} component="section" aria-label={group.name}>
            <Title order={3} size="h5">
              {group.name}
            </Title>
            {group.items.map((item) => (
              <FoundRow key={item.id} item={item} websiteExists={found.websiteExists} checked={ticked.has(item.id)} onChange={(on) => toggle(item.id, on)} />
            ))}
          </Stack>
        ))}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {appText('moving-in.ticked', { ticked: ticked.size, count: found.items.length })}
          </Text>
          <Button onClick={onApply} loading={apply.isPending} disabled={ticked.size === 0}>
            {found.websiteExists ? appText('moving-in.bringTheTickedItems') : appText('moving-in.makeMyWebsiteFrom')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function FoundRow({ item, websiteExists, checked, onChange }: { item: FoundItem; websiteExists: boolean; checked: boolean; onChange: (on: boolean) => void }) {
  // A list item (service, review, photo) over an existing website replaces that list with the ticked ones.
  const now = item.now === null ? (websiteExists ? `Your ${item.goesTo === 'Services' ? 'services' : item.goesTo === 'Reviews' ? 'reviews' : 'gallery'} now, replaced by the ticked ones` : 'Nothing yet') : item.now === '' ? 'Empty' : item.now;
  const labelId = `found-${item.id.replace(':', '-')}`;
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="found-item">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Checkbox checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-labelledby={labelId} mt={2} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600}>
              {appText('moving-in.goesTo', { place: item.goesTo })}
            </Text>
            {item.image && <img src={item.image} alt="" style={{ maxWidth: 160, maxHeight: 110, objectFit: 'cover', borderRadius: 4 }} />}
            <Text size="sm" id={labelId} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.value}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            {appText('moving-in.now')}
          </Text>
          <Text size="sm" c={item.now ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {now}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
