import { formatPrice, moneyFormatOf } from '../../shared/prices';
import { translationPathLabel } from '../../shared/translations';
import { SiteListText, useSiteEditing } from '../editable';
import { textOf } from '../i18n';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/**
 * Prices (issue 26, decision 0060): the owner's groups of priced items, each price in the site's currency
 * as its locale writes it ("£40", "from £40", "£40–£60"). Edited on the Company page's price list; on a
 * second-language page the names and descriptions are the translated ones and the amounts are written as
 * that language writes them, in the site's currency (decision 0067, addendum). The editor edits the
 * names and descriptions here only as translations (a text with nothing in the main language has none).
 */
export function PricesSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const format = moneyFormatOf(website);
  const text = textOf(website);
  const from = (price: string) => text.t('prices.from', { price });
  // Positions in the list as stored: translations and the editor name the texts by them.
  const groups = (website.prices ?? []).map((group, g) => ({ group, g })).filter(({ group }) => group.items.length > 0 || group.name.trim() !== '');
  const listText = (path: string, value: string, className: string, as: 'h3' | 'span') => (
    <SiteListText path={path} value={value.trim()} label={translationPathLabel(path)} className={className} as={as} />
  );
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="pricesTitle" value={website.pricesTitle} />
      </div>
      {editing && <p className="ww-edit-note">{editing.translating ? 'The amounts are edited on the Your Company page; here you translate the names and descriptions.' : 'Your prices are edited on the Your Company page.'}</p>}
      {groups.map(({ group, g }) => (
        <div key={g} className="ww-prices">
          {group.name.trim() && listText(`prices.${g}.name`, group.name, 'ww-prices__group', 'h3')}
          <ul className="ww-prices__list">
            {group.items.map((item, i) => (
              <li key={i} className="ww-price">
                {listText(`prices.${g}.items.${i}.name`, item.name, 'ww-price__name', 'span')}
                <span className="ww-price__amount">{formatPrice(item, format, from)}</span>
                {item.description.trim() && listText(`prices.${g}.items.${i}.description`, item.description, 'ww-price__text', 'span')}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionShell>
  );
}
