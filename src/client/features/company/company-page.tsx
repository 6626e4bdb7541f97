import {
  Alert,
  Button,
  Card,
  ColorInput,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type WebsiteContent, WEBSITE_LIMITS, withLinkScheme } from '../../../shared/website';
import { useWebsite } from '../../api/get-website';
import { CountrySelect } from '../../components/country-select';
import { placeholdersFor } from '../../../shared/locale';
import { contentOf, useSaveWebsite } from '../../api/save-website';
import { ImageUpload } from '../../components/image-upload';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-client';
import { toastSave } from '../../lib/toasts';
import { paths } from '../../paths';
import classes from './company-page.module.css';
import { ServiceItemsCard } from './service-items-card';
import { PricesCard, type RemovedEntry } from './prices-card';
import { translationsWithoutCard } from '../../../shared/translations';
import { NoticesCard } from './notices-card';
import { ImportCard, withImported } from './import-card';
import { useLeavePrompt } from '../../lib/use-leave-prompt';
import { appText } from '../../i18n/app-text';

const COLOR_SWATCHES = ['#F7F7F7', '#FFFFFF', '#000000', '#1F2937', '#0F766E', '#1D4ED8', '#B91C1C', '#C2410C', '#4D7C0F', '#7C3AED'];

/** spec §2 /company ('Your Company'): the company details that fill the website. */
export default function CompanyPage() {
  const website = useWebsite();
  if (website.isPending) return <PageLoader />;
  if (website.isError) {
    return (
      <Container size="lg">
        <Alert color="red" role="alert">
          {appText('common.error', { message: errorMessage(website.error) })}
        </Alert>
      </Container>
    );
  }
  return <CompanyForm saved={contentOf(website.data)} />;
}

/** Stored documents keep their key order, so the serialised forms compare field by field. */
const same = (a: WebsiteContent, b: WebsiteContent) => JSON.stringify(a) === JSON.stringify(b);

function CompanyForm({ saved }: { saved: WebsiteContent }) {
  // Only the owner's edits live here; without any, the page shows the saved version.
  const [draft, setDraft] = useState<WebsiteContent | null>(null);
  const save = useSaveWebsite();
  const current = draft ?? saved;
  // Examples in the owner's country's style (decision 0039): no other country's town or number format.
  const examples = placeholdersFor(current.country);
  const dirty = draft !== null && !same(draft, saved);
  useLeavePrompt(dirty && !save.isPending);

  const set = <K extends keyof WebsiteContent>(field: K, value: WebsiteContent[K]) =>
    setDraft((d) => ({ ...(d ?? saved), [field]: value }));
  // A price group, item or notice taken out of the middle takes its second-language texts with it, and those
  // after it keep theirs at their new positions (translations name them by position, decision 0067).
  const setList = <K extends 'prices' | 'notices'>(field: K, value: WebsiteContent[K], removed?: RemovedEntry) =>
    setDraft((d) => {
      const base = d ?? saved;
      return { ...base, [field]: value, translations: removed ? translationsWithoutCard(base.translations, removed.list, removed.position) : base.translations };
    });
  const text = (field: keyof WebsiteContent & keyof typeof WEBSITE_LIMITS) => ({
    value: current[field] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    maxLength: WEBSITE_LIMITS[field],
  });

  const onSave = (event?: FormEvent) => {
    event?.preventDefault();
    if (!dirty || save.isPending) return;
    // spec §4: saving the Company page forces the Services section on if any service item exists.
    const content = current.serviceItems.length > 0 ? { ...current, enableSectionTwo: true } : current;
    const sent = draft;
    toastSave(save.mutateAsync(content))
      // Edits made while the save was under way stay as a draft.
      .then(() => setDraft((d) => (d === sent ? null : d)))
      .catch(() => {});
  };

  return (
    <Container size="lg">
      <form onSubmit={onSave} noValidate>
        <Stack gap="lg">
          <div className={classes.header}>
            <Group justify="space-between" align="center" gap="sm" wrap="wrap" className={classes.headerRow}>
              <Title order={2}>{appText('company.yourCompany')}</Title>
              {dirty && (
                <Group gap="sm" className={classes.actions}>
                  <Text size="sm" c="dimmed" visibleFrom="sm">
                    {appText('company.unsavedChanges')}
                  </Text>
                  <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
                    {appText('company.resetChanges')}
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    {appText('company.saveChanges')}
                  </Button>
                </Group>
              )}
            </Group>
          </div>

          <Card withBorder radius="md" padding="lg" className={classes.intro}>
            <Group justify="space-between" align="center" gap="md">
              <Text size="sm" maw={440}>
                {appText('company.theseDetailsFillYour')}
              </Text>
              <Group gap="sm" className={classes.introActions}>
                <Button component={Link} to={paths.website} variant="light">
                  {appText('company.openTheEditor')}
                </Button>
              </Group>
            </Group>
          </Card>

          <ImportCard onImported={(details) => setDraft((d) => withImported(d ?? saved, details))} />

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title={appText('company.who')} hint={appText('company.yourCompanySName')}>
              <TextInput label={appText('company.companyName')} placeholder={appText('company.greenValleyIrrigation')} autoComplete="organization" {...text('companyName')} />
              <Textarea
                label={appText('company.companyDescription')}
                placeholder={appText('company.whatYouDoFor')}
                rows={4}
                {...text('companyDescription')}
              />
            </Section>

            <Section title={appText('company.where')} hint={appText('company.whereCustomersFindYou')}>
              <Textarea
                label={appText('company.address')}
                placeholder={examples.address}
                rows={4}
                autoComplete="street-address"
                {...text('addressFreeForm')}
              />
              <CountrySelect
                label={appText('company.country')}
                description={appText('company.setsYourWebsiteS')}
                value={current.country}
                onChange={(country) => set('country', country)}
              />
            </Section>

            <Section title={appText('company.contact')} hint={appText('company.shownInYourSite')}>
              <TextInput label={appText('company.ownerName')} placeholder={appText('company.mariaAlvarez')} autoComplete="name" {...text('owner')} />
              <TextInput label={appText('company.companyEMail')} type="email" placeholder={appText('company.helloYourcompanyCom')} autoComplete="email" {...text('email')} />
              <TextInput label={appText('company.phone')} type="tel" placeholder={examples.phone} autoComplete="tel" {...text('phone')} />
              <TextInput
                label={appText('company.whatsappNumber')}
                description={appText('company.optionalAddsAWhatsapp')}
                type="tel"
                placeholder={examples.phone}
                {...text('whatsappNumber')}
              />
              <TextInput
                label={appText('company.socialOrExternalLink')}
                inputMode="url"
                placeholder={appText('company.facebookComYourcompany')}
                value={current.socialUrl}
                onChange={(e) => set('socialUrl', e.currentTarget.value)}
                // The server adds https:// the same way (withLinkScheme); the owner sees it here first.
                onBlur={() => current.socialUrl !== withLinkScheme(current.socialUrl) && set('socialUrl', withLinkScheme(current.socialUrl))}
                maxLength={WEBSITE_LIMITS.url}
              />
            </Section>

            <Section title={appText('company.style')} hint={appText('company.yourColoursAndLogo')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ColorInput
                  label={appText('company.primaryColour')}
                  eyeDropperButtonProps={{ 'aria-label': appText('company.pickThePrimaryColour') }}
                  format="hex"
                  swatches={COLOR_SWATCHES}
                  value={current.primaryColor}
                  onChange={(value) => set('primaryColor', value)}
                />
                <ColorInput
                  label={appText('company.secondaryColour')}
                  eyeDropperButtonProps={{ 'aria-label': appText('company.pickTheSecondaryColour') }}
                  format="hex"
                  swatches={COLOR_SWATCHES}
                  value={current.secondaryColor}
                  onChange={(value) => set('secondaryColor', value)}
                />
              </SimpleGrid>
              <ImageUpload
                label={appText('company.logo')}
                description={appText('company.aSquareOrWide')}
                value={current.logo}
                fit="contain"
                onChange={(url) => set('logo', url)}
              />
            </Section>
          </SimpleGrid>

          <ServiceItemsCard
            title={current.serviceItemsTitle}
            items={current.serviceItems}
            onTitleChange={(value) => set('serviceItemsTitle', value)}
            onItemsChange={(items) => set('serviceItems', items)}
          />

          <PricesCard
            enabled={current.enablePrices}
            title={current.pricesTitle}
            groups={current.prices}
            country={current.country}
            onEnabledChange={(value) => set('enablePrices', value)}
            onTitleChange={(value) => set('pricesTitle', value)}
            onGroupsChange={(groups, removed) => setList('prices', groups, removed)}
          />

          <NoticesCard notices={current.notices} onChange={(notices, removed) => setList('notices', notices, removed)} />
        </Stack>
      </form>
    </Container>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = `company-${title.replace(/\W/g, '').toLowerCase()}-heading`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={3} id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}
