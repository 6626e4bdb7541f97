import { Fragment } from 'react';

/**
 * A web or e-mail address that may wrap on a narrow card, but only at sensible points: after `//`, `/`,
 * `.`, `@`, `?`, `&` and `=`, and before a hyphen (a word break opportunity, `<wbr>`). Text is never set
 * to break anywhere; an address part longer than the line (rare) still wraps rather than overflow.
 */
export function WebAddress({ children }: { children: string }) {
  const parts = children.split(/(?<=\/\/|[/.@?&=])(?!\/)|(?=-)/);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
