import { Alert, Button, Card, Group, NativeSelect, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Account } from '../../../../shared/account-schema';
import { SITE_LANGUAGE_LABELS, SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from '../../../../shared/site-languages';
import { secondLanguageOf, translationProgress } from '../../../../shared/translations';
import { useWebsite } from '../../../api/get-website';
import { contentOf, useSaveWebsite } from '../../../api/save-website';
import { appText as t } from '../../../i18n/app-text';
import { toastSave } from '../../../lib/toasts';

/**
 * A second language (issue 28 part 3, decision 0067), beside the Website language card: add one of the
 * shipped languages other than the main one, or remove it (its translations go; its page goes at the
 * next publish). Every plan.
 */
export function SecondLanguageCard({ account }: { account: Pick<Account, 'websiteUrl'> }) {
  const website = useWebsite();
  const save = useSaveWebsite();
  const [chosen, setChosen] = useState<SiteLanguage | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const content = website.data ? contentOf(website.data) : undefined;
  const main = content ? siteLanguageOf(content.siteLanguage) : 'en';
  const second = content ? secondLanguageOf(content) : undefined;
  const options = SITE_LANGUAGES.filter((code) => code !== main);
  const value = chosen && chosen !== main ? chosen : (options[0] as SiteLanguage);
  const example = `${account.websiteUrl ?? 'https://…/'}${second ?? value}/`;

  const add = () => {
    if (!content) return;
    const name = SITE_LANGUAGE_LABELS[value].label;
    void toastSave(save.mutateAsync({ ...content, translations: { [value]: {} } }), t('secondLanguage.added', { language: name }))
      .then(() => setChosen(undefined))
      .catch(() => {});
  };
  const remove = () => {
    if (!content || !second) return;
    void toastSave(save.mutateAsync({ ...content, translations: {} }), t('secondLanguage.removed', { language: SITE_LANGUAGE_LABELS[second].label }))
      .then(() => setConfirming(false))
      .catch(() => {});
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {t('secondLanguage.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('secondLanguage.hint', { example })}
      </Text>
      {content && second ? (
        <>
          <Text mt="md">
            {t('secondLanguage.current', {
              language: SITE_LANGUAGE_LABELS[second].label,
              done: translationProgress(content, second)[0],
              total: translationProgress(content, second)[1],
            })}
          </Text>
          {confirming ? (
            <Alert mt="md" color="red" variant="light" role="alertdialog" aria-label={t('secondLanguage.remove', { language: SITE_LANGUAGE_LABELS[second].label })}>
              <Text size="sm">{t('secondLanguage.removeConfirm', { language: SITE_LANGUAGE_LABELS[second].label })}</Text>
              <Group mt="sm">
                <Button color="red" onClick={remove} loading={save.isPending}>
                  {t('secondLanguage.remove', { language: SITE_LANGUAGE_LABELS[second].label })}
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('secondLanguage.cancel')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Button mt="md" variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('secondLanguage.remove', { language: SITE_LANGUAGE_LABELS[second].label })}
            </Button>
          )}
        </>
      ) : (
        <Group mt="md" align="flex-end">
          <NativeSelect
            label={t('secondLanguage.label')}
            value={value}
            disabled={!content}
            onChange={(e) => setChosen(e.currentTarget.value as SiteLanguage)}
            data={options.map((code) => ({ value: code, label: SITE_LANGUAGE_LABELS[code].label }))}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button onClick={add} loading={save.isPending} disabled={!content}>
            {t('secondLanguage.add')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
