import { IMAGE_SIZES } from '../site-image';
import { textOf } from '../i18n';
import { SiteImage, SiteText, useSiteEditing } from '../editable';
import { imageSrc } from '../safe-url';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** About Me (spec: enableSectionOne): the owner's story beside a photo. */
export function AboutSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const withMedia = imageSrc(website.otherImg) !== undefined || editing?.image !== undefined;
  return (
    <SectionShell view={view}>
      <div className={`ww-about${withMedia ? ' ww-about--media' : ''}`}>
        <div className="ww-about__text">
          <SectionTitle view={view} path="aboutMeTitle" value={website.aboutMeTitle} />
          <SiteText path="aboutMe" value={website.aboutMe} label="About Me text" as="p" multiline rows={5} className="ww-prose" />
        </div>
        {withMedia && (
          <div className="ww-about__media">
            <SiteImage
              path="otherImg"
              value={website.otherImg}
              label="About Me image"
              alt={website.aboutMeTitle.trim() || website.companyName.trim() || textOf(website).t('aboutAlt')}
              className="ww-about__img"
              sizes={IMAGE_SIZES.about}
              focusPath="otherImgFocus"
              focus={website.otherImgFocus}
            />
          </div>
        )}
      </div>
    </SectionShell>
  );
}
