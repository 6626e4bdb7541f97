import { Button, Card, Group, NativeSelect, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SITE_LANGUAGE_LABELS, SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from '../../../../shared/site-languages';
import { useWebsite } from '../../../api/get-website';
import { contentOf, useSaveWebsite } from '../../../api/save-website';
import { appText as t } from '../../../i18n/app-text';
import { toastSave } from '../../../lib/toasts';

/** The website's language (issue 28, decision 0062): every word the product puts on the published page. */
export function LanguageCard() {
  const website = useWebsite();
  const save = useSaveWebsite();
  const saved = website.data ? siteLanguageOf(contentOf(website.data).siteLanguage) : undefined;
  const [chosen, setChosen] = useState<SiteLanguage | undefined>(undefined);
  const value = chosen ?? saved ?? 'en';
  const edited = saved !== undefined && value !== saved;
  const onSave = () => {
    if (!website.data || !edited) return;
    void toastSave(save.mutateAsync({ ...contentOf(website.data), siteLanguage: value }), t('language.saved'))
      .then(() => setChosen(undefined))
      .catch(() => {});
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {t('language.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('language.hint')}
      </Text>
      <Group mt="md" align="flex-end">
        <NativeSelect
          label={t('language.label')}
          value={value}
          disabled={saved === undefined}
          onChange={(e) => setChosen(e.currentTarget.value as SiteLanguage)}
          data={SITE_LANGUAGES.map((code) => ({ value: code, label: SITE_LANGUAGE_LABELS[code].label }))}
          style={{ flex: 1, minWidth: 200 }}
        />
        {edited && (
          <Button onClick={onSave} loading={save.isPending}>
            {t('language.save')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
