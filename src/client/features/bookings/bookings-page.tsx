import { Badge, Button, Card, Container, CopyButton, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { Booking, BookingSettings } from '../../../shared/bookings-schema';
import { useAnswerBooking, useBookings, useBookingSettings, useNewFeed, useSaveBookingSettings } from '../../api/get-bookings';
import { ReviewRequestDialog } from '../../components/review-request-dialog';
import { errorMessage } from '../../lib/api-client';
import { appRich, appText } from '../../i18n/app-text';
import { weekdayNames } from '../../../shared/i18n/format';

const DAYS = weekdayNames();
const DAY_KEYS = ['bookings.monday', 'bookings.tuesday', 'bookings.wednesday', 'bookings.thursday', 'bookings.friday', 'bookings.saturday', 'bookings.sunday'] as const;
const failed = (error: unknown) => toast.error(errorMessage(error), { position: 'bottom-center' });
const zones = (() => {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    return ['Europe/London', 'America/New_York'];
  }
})();

/** /bookings: the owner sets up appointment bookings and answers the requests (issue 25). */
export default function BookingsPage() {
  const settings = useBookingSettings();
  return (
    <Container size="md">
      <Title order={2}>{appText('bookings.bookings')}</Title>
      <Text size="sm" mt={4} mb="lg">
        {appText('bookings.visitorsBookATime')}
      </Text>
      <Stack gap="xl">
        <Requests />
        {settings.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : settings.isError ? (
          <Text c="red">{appText('common.error', { message: errorMessage(settings.error) })}</Text>
        ) : (
          <SetUp initial={settings.data.settings} feedUrl={settings.data.feedUrl} />
        )}
      </Stack>
    </Container>
  );
}

function Requests() {
  const list = useBookings();
  const pending = list.data?.bookings.filter((b) => b.status === 'pending') ?? [];
  const upcoming = list.data?.bookings.filter((b) => b.status === 'confirmed' && Date.parse(b.endsAt) > Date.now()) ?? [];
  // The last few appointments that took place: the moment to ask for a review.
  const past = (list.data?.bookings.filter((b) => b.status === 'confirmed' && Date.parse(b.endsAt) <= Date.now()) ?? []).reverse().slice(0, 10);
  const [reviewFor, setReviewFor] = useState<Booking>();
  return (
    <section aria-labelledby="bookings-requests">
      <Title order={3} size="h4" id="bookings-requests" mb="sm">
        {appText('bookings.requestsWaiting')} {pending.length > 0 && <Badge color="teal">{pending.length}</Badge>}
      </Title>
      {list.isPending ? (
        <Loader size="sm" />
      ) : pending.length === 0 ? (
        <Text c="dimmed" size="sm">
          {appText('bookings.noRequestsWaiting')}
        </Text>
      ) : (
        <Stack gap="sm">
          {pending.map((b) => (
            <RequestCard key={b.bookingId} booking={b} />
          ))}
        </Stack>
      )}
      <Title order={3} size="h4" mt="lg" mb="sm">
        {appText('bookings.comingUp')}
      </Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed" size="sm">
          {appText('bookings.noConfirmedBookingsAhead')}
        </Text>
      ) : (
        <ConfirmedList bookings={upcoming} testId="upcoming-booking" onAsk={setReviewFor} />
      )}
      {past.length > 0 && (
        <>
          <Title order={3} size="h4" mt="lg" mb="sm">
            {appText('bookings.recentAppointments')}
          </Title>
          <ConfirmedList bookings={past} testId="past-booking" onAsk={setReviewFor} />
        </>
      )}
      <ReviewRequestDialog opened={reviewFor !== undefined} bookingId={reviewFor?.bookingId} who={reviewFor?.name} onClose={() => setReviewFor(undefined)} />
    </section>
  );
}

/** Confirmed bookings, each with "Ask for a review" (a short link and QR code for that customer, issue 26). */
function ConfirmedList({ bookings, testId, onAsk }: { bookings: Booking[]; testId: string; onAsk: (booking: Booking) => void }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {bookings.map((b) => (
        <Group component="li" key={b.bookingId} gap="sm" justify="space-between" wrap="wrap" data-testid={testId}>
          <Text size="sm" style={{ flex: '1 1 16rem' }}>
            {appRich('bookings.line', { b: (chunks) => <strong>{chunks}</strong>, when: b.when, service: b.serviceName, name: b.name, contact: b.contact })}
          </Text>
          <Button size="xs" variant="default" onClick={() => onAsk(b)} aria-label={appText('bookings.askNameForReview', { name: b.name })}>
            {appText('bookings.askForAReview')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function RequestCard({ booking }: { booking: Booking }) {
  const answer = useAnswerBooking();
  const [message, setMessage] = useState('');
  const send = (action: 'confirm' | 'decline') => answer.mutate({ bookingId: booking.bookingId, action, message }, { onError: failed, onSuccess: () => toast.success(action === 'confirm' ? appText('bookings.confirmed') : appText('bookings.declined'), { position: 'bottom-center' }) });
  return (
    <Card withBorder radius="md" padding="md" data-testid="booking-request">
      <Text fw={600}>
        {appText('bookings.requestTitle', { service: booking.serviceName, when: booking.when })}
      </Text>
      <Text size="sm">
        {appText('bookings.requestWho', { name: booking.name, contact: booking.contact })}
      </Text>
      <Textarea mt="sm" label={appText('bookings.messageTo', { name: booking.name })} value={message} onChange={(e) => setMessage(e.currentTarget.value)} autosize minRows={1} maxRows={4} />
      <Group mt="sm" gap="sm">
        <Button onClick={() => send('confirm')} loading={answer.isPending}>
          {appText('bookings.confirm')}
        </Button>
        <Button variant="default" onClick={() => send('decline')} disabled={answer.isPending}>
          {appText('bookings.decline')}
        </Button>
      </Group>
    </Card>
  );
}

type Draft = BookingSettings;

function SetUp({ initial, feedUrl }: { initial: BookingSettings; feedUrl: string | null }) {
  const save = useSaveBookingSettings();
  const newFeed = useNewFeed();
  const [draft, setDraft] = useState<Draft>(initial);
  const [daysOff, setDaysOff] = useState(initial.daysOff.join(', '));
  useEffect(() => setDraft(initial), [initial]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const zoneOptions = useMemo(() => (zones.includes(draft.timeZone) ? zones : [draft.timeZone, ...zones]), [draft.timeZone]);
  const lunch = draft.breaks[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...draft, daysOff: daysOff.split(/[\s,]+/).filter(Boolean) };
    save.mutate(input, { onError: failed, onSuccess: () => toast.success(appText('bookings.saved'), { position: 'bottom-center' }) });
  };
  const hoursOf = (day: number) => draft.hours.find((h) => h.day === day);
  const setHours = (day: number, value: { open: string; close: string } | undefined) =>
    set('hours', [...draft.hours.filter((h) => h.day !== day), ...(value ? [{ day, ...value }] : [])].sort((a, b) => a.day - b.day));

  return (
    <form onSubmit={submit} aria-labelledby="bookings-setup">
      <Stack gap="lg">
        <Title order={3} size="h4" id="bookings-setup">
          {appText('bookings.setUp')}
        </Title>
        <Switch
          label={appText('bookings.takeBookingsOnMy')}
          description={appText('bookings.yourWebsiteShowsIts')}
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Switch label={appText('bookings.confirmRequestsAutomatically')} checked={draft.autoConfirm} onChange={(e) => set('autoConfirm', e.currentTarget.checked)} />
        <Select label={appText('bookings.timeZone')} data={zoneOptions} value={draft.timeZone} onChange={(v) => v && set('timeZone', v)} searchable allowDeselect={false} maw={360} />

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            {appText('bookings.servicesPeopleCanBook')}
          </Text>
          <Stack gap="sm">
            {draft.services.map((s, i) => (
              <Card key={s.id} withBorder padding="sm" radius="md" data-testid="booking-service">
                <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
                  <TextInput label={appText('bookings.service')} value={s.name} onChange={(e) => set('services', draft.services.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))} />
                  <NumberInput label={appText('bookings.minutes')} min={5} max={720} value={s.durationMinutes} onChange={(v) => set('services', draft.services.map((x, j) => (j === i ? { ...x, durationMinutes: Number(v) || 0 } : x)))} />
                  <TextInput label={appText('bookings.priceOptional')} value={s.price} onChange={(e) => set('services', draft.services.map((x, j) => (j === i ? { ...x, price: e.currentTarget.value } : x)))} />
                  <NumberInput label={appText('bookings.minutesAfterOptional')} min={0} max={240} value={s.bufferMinutes} onChange={(v) => set('services', draft.services.map((x, j) => (j === i ? { ...x, bufferMinutes: Number(v) || 0 } : x)))} />
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <Button variant="subtle" color="red" size="xs" onClick={() => set('services', draft.services.filter((_, j) => j !== i))}>
                    {s.name ? appText('bookings.removeService', { name: s.name }) : appText('bookings.removeUnnamed')}
                  </Button>
                </Group>
              </Card>
            ))}
            <Group>
              <Button variant="light" onClick={() => set('services', [...draft.services, { id: `s${Date.now().toString(36)}`, name: '', durationMinutes: 30, price: '', bufferMinutes: 0 }])}>
                {appText('bookings.addAService')}
              </Button>
            </Group>
          </Stack>
        </fieldset>

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            {appText('bookings.openingTimesForBookings')}
          </Text>
          <Stack gap={6}>
            {DAYS.map((name, day) => {
              const h = hoursOf(day);
              return (
                <div key={name} data-testid={`hours-${name}`}>
                  <Switch label={appText(DAY_KEYS[day] ?? 'bookings.monday')} checked={!!h} onChange={(e) => setHours(day, e.currentTarget.checked ? { open: '09:00', close: '17:00' } : undefined)} />
                  {h && (
                    <Group gap={8} wrap="nowrap" mt={4} ml={50}>
                      <TextInput type="time" aria-label={appText('bookings.opens', { day: appText(DAY_KEYS[day] ?? 'bookings.monday') })} value={h.open} onChange={(e) => setHours(day, { ...h, open: e.currentTarget.value })} w={132} />
                      <Text size="sm" aria-hidden>
                        {appText('bookings.to')}
                      </Text>
                      <TextInput type="time" aria-label={appText('bookings.closes', { day: appText(DAY_KEYS[day] ?? 'bookings.monday') })} value={h.close} onChange={(e) => setHours(day, { ...h, close: e.currentTarget.value })} w={132} />
                    </Group>
                  )}
                </div>
              );
            })}
          </Stack>
        </fieldset>

        <Group gap="sm" align="flex-end">
          <Switch label={appText('bookings.aBreakEveryDay')} checked={!!lunch} onChange={(e) => set('breaks', e.currentTarget.checked ? [{ start: '12:00', end: '13:00' }] : [])} mb={8} />
          {lunch && (
            <>
              <TextInput type="time" label={appText('bookings.breakFrom')} value={lunch.start} onChange={(e) => set('breaks', [{ ...lunch, start: e.currentTarget.value }])} w={120} />
              <TextInput type="time" label={appText('bookings.breakUntil')} value={lunch.end} onChange={(e) => set('breaks', [{ ...lunch, end: e.currentTarget.value }])} w={120} />
            </>
          )}
        </Group>
        <TextInput label={appText('bookings.daysOff')} description={appText('bookings.datesLike202612')} value={daysOff} onChange={(e) => setDaysOff(e.currentTarget.value)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput label={appText('bookings.howFarAheadPeople')} min={1} max={365} value={draft.maxDaysAhead} onChange={(v) => set('maxDaysAhead', Number(v) || 0)} />
          <NumberInput label={appText('bookings.shortestNoticeHours')} min={0} max={336} value={draft.minNoticeMinutes / 60} onChange={(v) => set('minNoticeMinutes', Math.round((Number(v) || 0) * 60))} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {appText('bookings.saveBookings')}
          </Button>
        </Group>

        {feedUrl && (
          <Card withBorder radius="md" padding="md">
            <Text fw={600}>{appText('bookings.calendarFeed')}</Text>
            <Text size="sm" mt={4}>
              {appText('bookings.addThisSecretAddress')}
            </Text>
            <TextInput mt="sm" readOnly value={feedUrl} aria-label={appText('bookings.calendarFeedAddress')} data-testid="feed-url" onFocus={(e) => e.currentTarget.select()} />
            <Group mt="sm" gap="sm">
              <CopyButton value={feedUrl}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? appText('bookings.copied') : appText('bookings.copyAddress')}</Button>}</CopyButton>
              <Button variant="default" onClick={() => newFeed.mutate(undefined, { onError: failed })} loading={newFeed.isPending}>
                {appText('bookings.makeANewAddress')}
              </Button>
            </Group>
          </Card>
        )}
      </Stack>
    </form>
  );
}

