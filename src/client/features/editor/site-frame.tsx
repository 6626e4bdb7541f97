import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const BLANK = '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/** Stylesheets of the app document (Mantine, site.css, CSS modules) mirrored into the frame. */
function mirrorStyles(from: Document, to: Document): () => void {
  const copies = new Map<Node, Node>();
  const sync = () => {
    const sources = new Set<Node>(from.querySelectorAll('style, link[rel="stylesheet"]'));
    for (const [source, copy] of copies) {
      if (!sources.has(source)) {
        copy.parentNode?.removeChild(copy);
        copies.delete(source);
      }
    }
    for (const source of sources) {
      const existing = copies.get(source);
      // Style elements can be rewritten in place (Mantine's CSS variables, Vite in development).
      if (existing && existing.textContent === source.textContent) continue;
      const copy = source.cloneNode(true);
      if (existing) to.head.replaceChild(copy, existing);
      else to.head.appendChild(copy);
      copies.set(source, copy);
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(from.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Renders children into an iframe of the given width, so the page's media queries see a phone's
 * viewport: a narrow box alone would still match the desktop rules. The children stay part of
 * this React tree (a portal), so edit controls, context and state work as outside the frame.
 */
export function SiteFrame({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let stop: (() => void) | undefined;
    let attached: Document | undefined;
    // The srcdoc document replaces the initial about:blank one when it loads.
    const attach = () => {
      const doc = frame.contentDocument;
      if (!doc?.body || doc.URL !== 'about:srcdoc' || doc.readyState !== 'complete' || doc === attached) return;
      attached = doc;
      stop?.();
      for (const attr of ['data-mantine-color-scheme', 'dir']) {
        const v = document.documentElement.getAttribute(attr);
        if (v) doc.documentElement.setAttribute(attr, v);
      }
      doc.body.style.margin = '0';
      const stopStyles = mirrorStyles(document, doc);
      // Keys pressed inside the frame (the editor's shortcuts, e.g. Ctrl+Z) reach the app's window as if pressed on the frame.
      const forwardKey = (event: KeyboardEvent) => {
        if (!event.ctrlKey && !event.metaKey) return;
        const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
        const copy = new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true });
        if (!frame.dispatchEvent(copy)) event.preventDefault();
      };
      doc.addEventListener('keydown', forwardKey);
      stop = () => {
        stopStyles();
        doc.removeEventListener('keydown', forwardKey);
      };
      setBody(doc.body);
    };
    attach();
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      stop?.();
    };
  }, []);

  return (
    <iframe ref={frameRef} title={title} srcDoc={BLANK} width={width} style={{ width, maxWidth: '100%', height: '100%', border: 0, display: 'block', background: '#fff' }}>
      {body && createPortal(children, body)}
    </iframe>
  );
}
