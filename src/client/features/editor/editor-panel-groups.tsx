import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { COLOR_PATTERN, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isCtaLink, WEBSITE_LIMITS, withLinkScheme, type WebsiteContent } from '../../../shared/website';
import { WEBSITE_FIELDS } from '../../../shared/website-fields';
import { BACKGROUND_IMAGE_MIN } from '../../../site/site-assets';
import { ImageUpload } from '../../components/image-upload';
import { ColourField } from './colour-field';
import { ColourPairWarning } from './colour-warning';
import type { EditMode, ViewMode } from './site-canvas';
import classes from './editor-page.module.css';
import type { SiteLanguage } from '../../../shared/site-languages';
import { languageName, translationAt } from '../../../shared/translations';
import { appText as t } from '../../i18n/app-text';

/** A group of website fields: the draft and a way to change some of them. */
export interface FieldGroupProps {
  draft: WebsiteContent;
  set: (patch: Partial<WebsiteContent>) => void;
}

function PanelGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <GroupTitle title={title} />
      {children}
    </Stack>
  );
}

const GroupTitle = memo(function GroupTitle({ title }: { title: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
      {title}
    </Text>
  );
});

function ModeGroup<Mode extends string>({ title, value, onChange, modes }: {
  title: string;
  value: Mode;
  onChange: (mode: Mode) => void;
  modes: { value: Mode; label: string }[];
}) {
  return (
    <PanelGroup title={title}>
      <SegmentedControl fullWidth aria-label={title} value={value} onChange={(v) => onChange(v as Mode)} data={modes} />
    </PanelGroup>
  );
}

export function EditModeGroup({ value, onChange }: { value: EditMode; onChange: (mode: EditMode) => void }) {
  return (
    <ModeGroup
      title={t('editor.editMode')}
      value={value}
      onChange={onChange}
      modes={[
        { value: 'edit', label: t('editor.edit') },
        { value: 'preview', label: t('editor.preview') },
      ]}
    />
  );
}

export function ViewModeGroup({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <ModeGroup
      title={t('editor.viewMode')}
      value={value}
      onChange={onChange}
      modes={[
        { value: 'desktop', label: t('editor.desktop') },
        { value: 'mobile', label: t('editor.mobile') },
      ]}
    />
  );
}

function colorError(value: string) {
  return COLOR_PATTERN.test(value) ? undefined : 'Use a colour like #1E6091';
}

export function ColorsGroup({ draft, set }: FieldGroupProps) {
  return (
    <PanelGroup title={t('editor.colors')}>
      <ColourField
        label={t('editor.companyColor')}
        description={t('editor.backgroundOfTheServices')}
        value={draft.primaryColor}
        placeholder={DEFAULT_PRIMARY_COLOR}
        onChange={(primaryColor) => set({ primaryColor })}
        error={colorError(draft.primaryColor)}
      />
      <ColourField
        label={t('editor.secondaryColor')}
        description={t('editor.headerButtonsAndFooter')}
        value={draft.secondaryColor}
        placeholder={DEFAULT_SECONDARY_COLOR}
        onChange={(secondaryColor) => set({ secondaryColor })}
        error={colorError(draft.secondaryColor)}
      />
      <ColourPairWarning primary={draft.primaryColor} secondary={draft.secondaryColor} />
    </PanelGroup>
  );
}

/**
 * A two-language site (decision 0067): the language the page's texts (and the panel's) are edited in. Pictures,
 * colours, links and the rest are the same in both.
 */
export function EditLanguageGroup({ main, second, value, onChange }: { main: SiteLanguage; second: SiteLanguage; value: SiteLanguage | undefined; onChange: (language: SiteLanguage | undefined) => void }) {
  return (
    <ModeGroup
      title={t('editor.language')}
      value={value ?? 'main'}
      onChange={(v) => onChange(v === 'main' ? undefined : second)}
      modes={[
        { value: 'main', label: languageName(main) },
        { value: second, label: languageName(second) },
      ]}
    />
  );
}

export function CallToActionGroup({ draft, set, language, translate }: FieldGroupProps & { language?: SiteLanguage; translate?: (language: SiteLanguage, path: string, value: string) => void }) {
  // Each field its own part, drawn again only when its own value changes (decision 0070, addendum): a key
  // in the Button label does not draw the switch and the link field again.
  return (
    <PanelGroup title={t('editor.callToAction')}>
      <CtaSwitch checked={draft.ctaEnabled} set={set} />
      {language && translate ? (
        <CtaTranslatedLabel language={language} main={draft.ctaText} translated={translationAt(draft, language, 'ctaText')} value={draft.translations[language]?.ctaText ?? ''} translate={translate} />
      ) : (
        <CtaLabel value={draft.ctaText} set={set} />
      )}
      <CtaLink value={draft.ctaLink} set={set} />
    </PanelGroup>
  );
}

const CtaSwitch = memo(function CtaSwitch({ checked, set }: { checked: boolean; set: FieldGroupProps['set'] }) {
  return <Switch label={t('editor.showTheCtaButton')} checked={checked} onChange={(e) => set({ ctaEnabled: e.currentTarget.checked })} />;
});

const CtaLabel = memo(function CtaLabel({ value, set }: { value: string; set: FieldGroupProps['set'] }) {
  return <TextInput label={t('editor.buttonLabel')} placeholder={t('editor.getAQuote')} value={value} maxLength={WEBSITE_LIMITS.ctaText} onChange={(e) => set({ ctaText: e.currentTarget.value })} />;
});

const CtaTranslatedLabel = memo(function CtaTranslatedLabel({ language, main, translated, value, translate }: { language: SiteLanguage; main: string; translated: string | undefined; value: string; translate: (language: SiteLanguage, path: string, value: string) => void }) {
  return (
    <TextInput
      label={t('editor.buttonLabelIn', { language: languageName(language) })}
      placeholder={main || t('editor.getAQuote')}
      description={translated === undefined ? t('editor.untranslated') : undefined}
      data-untranslated={translated === undefined ? '' : undefined}
      value={value}
      maxLength={WEBSITE_LIMITS.ctaText}
      onChange={(e) => translate(language, 'ctaText', e.currentTarget.value)}
    />
  );
});

const CtaLink = memo(function CtaLink({ value, set }: { value: string; set: FieldGroupProps['set'] }) {
  // The server adds https:// (or mailto:, tel:) the same way; the owner sees it once they leave the field.
  const link = withLinkScheme(value, WEBSITE_FIELDS.ctaLink.accepts);
  const linkError = link !== '' && !isCtaLink(link) ? 'Enter a web address like example.com/contact, an e-mail address or a phone number' : undefined;
  return (
    <TextInput
      label={t('editor.buttonLink')}
      inputMode="url"
      placeholder={t('editor.exampleComContact')}
      value={value}
      maxLength={WEBSITE_LIMITS.url}
      onChange={(e) => set({ ctaLink: e.currentTarget.value })}
      onBlur={() => link !== value && set({ ctaLink: link })}
      error={linkError}
    />
  );
});

export function HeroGroup({ draft, set }: FieldGroupProps) {
  return (
    <PanelGroup title={t('editor.hero')}>
      <ImageUpload
        label={t('editor.backgroundImage')}
        description={t('editor.backgroundImageSize', { width: BACKGROUND_IMAGE_MIN.width, height: BACKGROUND_IMAGE_MIN.height })}
        value={draft.backgroundImg}
        minWidth={BACKGROUND_IMAGE_MIN.width}
        minHeight={BACKGROUND_IMAGE_MIN.height}
        onChange={(backgroundImg) => set({ backgroundImg })}
        focus={draft.backgroundImgFocus}
        onFocusChange={(backgroundImgFocus) => set({ backgroundImgFocus })}
      />
    </PanelGroup>
  );
}
