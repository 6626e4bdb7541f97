/*
 * Which menu entries fit in the header (decision 0039), for the editor's live page; site.js does the same
 * on a published page (keep the two alike). The inline list wraps, and the header shows its first row
 * only; entries that wrapped are hidden there (so the keyboard skips them) and shown in the menu
 * button's list, and the button is hidden when everything fits.
 */

const OUT = 'ww-nav__item--out';
const IN = 'ww-nav__item--in';
const FITS = 'ww-nav--fits';

export function fitHeader(header: HTMLElement): void {
  const nav = header.querySelector<HTMLElement>('.ww-nav');
  const list = nav?.querySelector<HTMLElement>('.ww-nav__list');
  if (!nav || !list) return;
  const inline = [...list.children] as HTMLElement[];
  const panel = [...(nav.querySelector('.ww-nav__panel')?.children ?? [])] as HTMLElement[];
  const measure = () => {
    const box = list.getBoundingClientRect();
    return inline.map((item) => {
      const rect = item.getBoundingClientRect();
      return rect.top >= box.bottom - 1 || rect.left < box.left - 1 || rect.right > box.right + 1;
    });
  };
  inline.forEach((item) => item.classList.remove(OUT));
  // A phone-width header shows no inline list: its menu has every entry.
  if (getComputedStyle(list).display === 'none') {
    nav.classList.remove(FITS);
    panel.forEach((item) => item.classList.remove(IN));
    return;
  }
  nav.classList.add(FITS);
  let out = measure();
  if (out.some(Boolean)) {
    nav.classList.remove(FITS);
    out = measure();
  }
  inline.forEach((item, i) => item.classList.toggle(OUT, out[i] === true));
  panel.forEach((item, i) => item.classList.toggle(IN, out[i] !== true));
}
