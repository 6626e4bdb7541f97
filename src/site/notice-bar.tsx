import { textOf } from './i18n';
import { SiteListText } from './editable';
import { translationPathLabel } from '../shared/translations';
import type { WebsiteContent } from '../shared/website';
import { safeHref } from './safe-url';

/*
 * Notices (issue 26, decision 0060): announcements at the top of the page. Every notice is in the
 * published page; the site host takes out, at each request, those outside their days (site-responder.ts,
 * by the markup below, which is why each is one <p> whose owner text is escaped: it holds no </p>). On a
 * second-language page a notice's message is its translation (decision 0067, addendum), at the same
 * position, so the host takes it out on the same days; the editor edits it here only as a translation.
 */

/** The opening tag of notice `i`: what the site host looks for to take it out. */
export const noticeOpenTag = (i: number) => `<p class="ww-notice" data-notice="${i}">`;

export function NoticeBar({ website }: { website: WebsiteContent }) {
  const notices = (website.notices ?? []).map((notice, i) => ({ notice, i })).filter(({ notice }) => notice.message.trim() !== '');
  if (notices.length === 0) return null;
  const text = textOf(website);
  return (
    <div className="ww-notices" role="region" aria-label={text.t('notices.label')}>
      {notices.map(({ notice, i }) => {
        const href = safeHref(notice.link, ['http']);
        return (
          <p key={i} className="ww-notice" data-notice={i}>
            <SiteListText path={`notices.${i}.message`} value={notice.message.trim()} label={translationPathLabel(`notices.${i}.message`)} />
            {href && (
              <>
                {' '}
                <a href={href}>{text.t('notices.more')}</a>
              </>
            )}
          </p>
        );
      })}
    </div>
  );
}
