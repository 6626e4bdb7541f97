/*
 * Extension point for the Professional plan's analytics (spec §1, §6): a Google tag (gtag.js).
 * Whether an account may have one is decided by the caller (plan gating); this module only turns
 * a well-formed tag id into markup and tells the CSP what it needs. A malformed id yields nothing.
 */
export const GOOGLE_TAG_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export function isGoogleTag(value: string | null | undefined): value is string {
  return typeof value === 'string' && GOOGLE_TAG_PATTERN.test(value);
}

/** The inline bootstrap; the CSP allows exactly this text by its hash. */
export function googleTagInlineScript(tag: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${tag}');`;
}

export function googleTagHead(tag: string): string {
  if (!isGoogleTag(tag)) return '';
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${tag}"></script>\n<script>${googleTagInlineScript(tag)}</script>`;
}
