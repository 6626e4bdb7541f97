import { Alert, Anchor, Button, Card, Container, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { START_LIMITS, startFieldOf, startProblems, type StartField } from '../../../shared/onboarding';
import { TRADES, type TradeId } from '../../../shared/trades';
import { useAccount } from '../../api/get-account';
import { guessCountry, skipStart, useOnboarding, useStartWebsite } from '../../api/onboarding';
import { CountrySelect } from '../../components/country-select';
import { placeholdersFor } from '../../../shared/locale';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import classes from './start-page.module.css';
import { appRich, appText as t } from '../../i18n/app-text';
import { preferredSiteLanguage, SITE_LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from '../../../shared/site-languages';

/**
 * /start: four questions and a complete first website. Offered (from /) to an owner whose website was
 * never saved; the draft opens in the editor and nothing is published until they confirm.
 */
export default function StartPage() {
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <PageLoader />;
  // Already has a website: the editor is the place to change it.
  if (onboarding.data?.websiteSaved) return <Navigate to={paths.website} replace />;
  return <StartForm />;
}

function StartForm() {
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const start = useStartWebsite();
  const [trade, setTrade] = useState<TradeId | ''>('');
  const [companyName, setCompanyName] = useState('');
  const [town, setTown] = useState('');
  const [phone, setPhone] = useState('');
  // Every field's problem at once, each shown at its field (issue 23); `problem` is one no field owns.
  const [problems, setProblems] = useState<Partial<Record<StartField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const edited = (field: StartField) => setProblems(({ [field]: _, ...rest }) => rest);
  // The site's country (decision 0039): guessed from the town, the phone and the browser as the owner
  // types, until they pick one themselves.
  const [country, setCountry] = useState('');
  const [countryChosen, setCountryChosen] = useState(false);
  useEffect(() => {
    if (countryChosen) return;
    let current = true;
    const timer = setTimeout(() => {
      guessCountry({ town: town.trim(), phone: phone.trim() }).then(
        (guess) => current && guess.country && setCountry(guess.country),
        () => undefined, // no guess: the owner picks from the list
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [town, phone, countryChosen]);
  const examples = placeholdersFor(country);
  // The site's language (decision 0062): the browser's first one the sites are written in, which the owner may change.
  const [language, setLanguage] = useState<SiteLanguage>(() => preferredSiteLanguage(typeof navigator === 'undefined' ? [] : navigator.languages));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = startProblems({ trade, companyName, town, phone });
    setProblems(found);
    setProblem(null);
    if (!trade || Object.keys(found).length > 0) {
      // The first field to put right takes the focus; a screen reader reads its label and its problem.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    start.mutate(
      { trade, companyName: companyName.trim(), town: town.trim(), phone: phone.trim(), ...(country ? { country } : {}), language },
      {
        onSuccess: () => void navigate(paths.website),
        onError: (error) => {
          const message = errorMessage(error);
          const field = startFieldOf(message);
          if (field) setProblems({ [field]: message });
          else setProblem(message);
        },
      },
    );
  };
  const skip = () => {
    if (account) skipStart(account.accountId);
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <Container size="sm">
      <Card withBorder radius="md" padding={0} className={classes.card}>
        <div className={classes.banner} aria-hidden="true" />
        <Stack gap="lg" p="xl">
          <div>
            <Title order={1} size="h2">
              {t('start.title')}
            </Title>
            <Text mt="xs" c="dimmed">
              {t('start.intro')}
            </Text>
          </div>
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <NativeSelect
                label={t('start.trade')}
                value={trade}
                onChange={(e) => {
                  setTrade(e.currentTarget.value as TradeId | '');
                  edited('trade');
                }}
                error={problems.trade}
                data={[{ value: '', label: t('start.tradeChoose'), disabled: true }, ...TRADES.map((t) => ({ value: t.id, label: t.label }))]}
                required
              />
              <TextInput
                label={t('start.companyName')}
                value={companyName}
                onChange={(e) => {
                  setCompanyName(e.currentTarget.value);
                  edited('companyName');
                }}
                error={problems.companyName}
                maxLength={START_LIMITS.companyName}
                autoComplete="organization"
                placeholder={examples.companyName}
                required
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={t('start.town')}
                  value={town}
                  onChange={(e) => {
                    setTown(e.currentTarget.value);
                    edited('town');
                  }}
                  error={problems.town}
                  maxLength={START_LIMITS.town}
                  autoComplete="address-level2"
                  placeholder={examples.town}
                  required
                />
                <TextInput
                  label={t('start.phone')}
                  type="tel"
                  value={phone}
                  onChange={(e) => {
                    setPhone(e.currentTarget.value);
                    edited('phone');
                  }}
                  error={problems.phone}
                  maxLength={START_LIMITS.phone}
                  autoComplete="tel"
                  placeholder={examples.phone}
                  description={t('start.phoneHint')}
                />
              </SimpleGrid>
              <CountrySelect
                label={t('start.country')}
                description={t('start.countryHint')}
                value={country}
                error={problems.country}
                onChange={(value) => {
                  setCountry(value);
                  setCountryChosen(true);
                  edited('country');
                }}
              />
              <NativeSelect
                label={t('start.language')}
                description={t('start.languageHint')}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value as SiteLanguage)}
                data={SITE_LANGUAGES.map((code) => ({ value: code, label: SITE_LANGUAGE_LABELS[code].label }))}
              />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group justify="space-between" mt="xs">
                <Anchor component="button" type="button" onClick={skip} size="sm">
                  {t('start.skip')}
                </Anchor>
                <Button type="submit" size="md" loading={start.isPending}>
                  {t('start.create')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Text size="sm">
            {appRich('start.movingIn', {
              link: (chunks) => (
                <Anchor component={Link} to={paths.movingIn} size="sm" underline="always">
                  {chunks}
                </Anchor>
              ),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('start.exampleBefore')}{' '}
            <Anchor component={Link} to={paths.example} size="sm" underline="always">
              {t('start.exampleLink')}
            </Anchor>
            .
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
