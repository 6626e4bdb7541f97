import { createContext, useContext, type JSX, type ReactNode } from 'react';
import type { ItemList, Section } from '../shared/website';
import { ResponsiveImage, ResponsiveLogo } from './site-image';

/*
 * The seam between the template and the live editor. The template never imports editor code:
 * the editor (src/client) provides a SiteEditing value through SiteEditContext and the template
 * asks it for controls. With no provider (published page, /example, preview) the template renders
 * plain markup.
 */

export interface SiteTextProps {
  /** Where the value lives in WebsiteContent: 'companyName', 'serviceItems.2.title' (array position, not item index). */
  path: string;
  value: string;
  /** Plain-English name of the field, for the control's accessible label and placeholder. */
  label: string;
  /** Whether line breaks are allowed (they are shown as typed). */
  multiline?: boolean;
  /** Height hint in text rows (spec §9: 6 item descriptions, 5 About Me, 2–3 hero, 4 company description). */
  rows?: number;
  /** The element the plain template would render, so the control can keep its look. */
  as?: keyof JSX.IntrinsicElements;
  className?: string;
}

export interface SiteImageProps {
  /** 'logo', 'otherImg', 'serviceItems.0.img', 'otherItems.3.img'. */
  path: string;
  /** An http(s) URL or 'empty'. */
  value: string;
  label: string;
  /** Recommended minimum size; smaller uploads are refused with the spec's message. */
  minWidth?: number;
  minHeight?: number;
  className?: string;
  /** Where the picture's focal point lives ('otherImgFocus', 'serviceItems.0.focus'), for images the layout crops. */
  focusPath?: string;
  /** The focal point ('x% y%'); absent means the centre. */
  focus?: string;
}

/** A pick from a short list (a review's stars). */
export interface SiteChoiceProps {
  path: string;
  value: string;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}

export interface SiteEditing {
  /** Return an element (e.g. <EditableText {...props} />); this is called during render, so no hooks directly in it. */
  text(props: SiteTextProps): ReactNode;
  image?(props: SiteImageProps): ReactNode;
  choice?(props: SiteChoiceProps): ReactNode;
  addItem?(list: ItemList): void;
  removeLastItem?(list: ItemList): void;
  toggleSection?(section: Section): void;
  /** Answers a trade kit's check on a card (decision 0039): keep it (it shows on the page) or take it off. */
  answerCheck?(list: ItemList, position: number, keep: boolean): void;
  /** Whether the page's texts are edited in the site's second language (decision 0067). */
  translating?: boolean;
}

export const SiteEditContext = createContext<SiteEditing | null>(null);

export function useSiteEditing(): SiteEditing | null {
  return useContext(SiteEditContext);
}

/** A text field: the editor's control in edit mode, else the value in `as` (nothing when empty). */
export function SiteText(props: SiteTextProps): ReactNode {
  const editing = useSiteEditing();
  if (editing) return editing.text(props);
  if (props.value.trim() === '') return null;
  const Tag = (props.as ?? 'span') as 'span';
  return <Tag className={props.className}>{props.value}</Tag>;
}

/**
 * An owner's text edited on another page (the price list's and the notices' texts, on /company) that the
 * page edits only as its second language's translation (decision 0067, addendum): the editor's control
 * while the owner edits the second language; otherwise the text as the published page has always written
 * it, in `as` when given (even empty) or bare, so the published markup does not change.
 */
export function SiteListText(props: SiteTextProps): ReactNode {
  const editing = useSiteEditing();
  if (editing?.translating) return editing.text(props);
  if (!props.as) return props.value;
  const Tag = props.as as 'span';
  return <Tag className={props.className}>{props.value}</Tag>;
}

/**
 * An image field: the editor's control in edit mode (when it offers one), else the picture through
 * the one responsive-image component (site-image.tsx).
 */
export function SiteImage(
  props: SiteImageProps & {
    alt: string;
    /** How wide the layout shows it (the `sizes` attribute); see IMAGE_SIZES. */
    sizes: string;
    loading?: 'lazy' | 'eager';
    /** A logo: shown `logo.height` px tall, at most `logo.maxWidth` wide, never with a placeholder colour. */
    logo?: { height: number; maxWidth: number };
  },
): ReactNode {
  const editing = useSiteEditing();
  const { alt, loading, sizes, logo, ...imageProps } = props;
  const { focus } = props;
  if (editing?.image) return editing.image(imageProps);
  if (logo) return <ResponsiveLogo value={props.value} alt={alt} className={props.className} height={logo.height} maxWidth={logo.maxWidth} />;
  return <ResponsiveImage value={props.value} alt={alt} className={props.className} sizes={sizes} priority={loading ?? 'lazy'} focus={focus} />;
}
