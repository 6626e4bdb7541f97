/*
 * Which menu entries fit in the header (decision 0039), for the editor's live page; site.js gives the
 * same answer on a published page (keep the two alike). site.js fits once per load and per resize, so it
 * keeps the plain way (all marks off, try without the button, then with it); the editor refits on every
 * change to the menu and takes the shorter way below, which ends in the same marks. The inline list wraps, and the header shows its first row
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
  // A phone-width header shows no inline list: its menu has every entry.
  if (getComputedStyle(list).display === 'none') {
    inline.forEach((item) => item.classList.remove(OUT));
    nav.classList.remove(FITS);
    panel.forEach((item) => item.classList.remove(IN));
    return;
  }
  // Entries marked out are only invisible (visibility: hidden): they keep their place in the wrapped list,
  // so they are measured where they are, without taking the marks off first. Every entry fits without the
  // menu button if it can; else the button shows and takes its room. A look at the widths skips the try
  // without the button when the entries could not fit even in the whole nav (decision 0070, second
  // addendum): each try is a layout of the page, and the editor refits on every change to the menu.
  let out: boolean[];
  if (nav.classList.contains(FITS)) {
    out = measure();
    if (out.some(Boolean)) {
      nav.classList.remove(FITS);
      out = measure();
    }
  } else {
    out = measure();
    if (!out.some(Boolean)) nav.classList.add(FITS);
    else if (couldAllFit(nav, list, inline)) {
      nav.classList.add(FITS);
      const without = measure();
      if (without.some(Boolean)) nav.classList.remove(FITS);
      else out = without;
    }
  }
  inline.forEach((item, i) => item.classList.toggle(OUT, out[i] === true));
  panel.forEach((item, i) => item.classList.toggle(IN, out[i] !== true));
}

/** Whether the entries, side by side, are no wider than the whole nav (read from the layout just measured). */
function couldAllFit(nav: HTMLElement, list: HTMLElement, inline: HTMLElement[]): boolean {
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  const width = inline.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) + gap * Math.max(0, inline.length - 1);
  return width <= nav.getBoundingClientRect().width + 1;
}
