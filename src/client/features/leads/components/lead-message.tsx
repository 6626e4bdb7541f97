import { Anchor, Text } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import classes from '../leads-page.module.css';
import { appText } from '../../../i18n/app-text';

/**
 * What the visitor wrote: the first lines (PREVIEW_LINES), and "Show more" when there is more (issue 23: a
 * 5,000-character message filled the page). The whole text stays in the page for screen readers and search.
 */
export function LeadMessage({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [longer, setLonger] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    // Measured, not guessed from the length: what fits in the lines depends on the width and the text.
    const measure = () => setLonger(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);
  return (
    <>
      <Text mt="sm" ref={ref} id={id} className={`${classes.message} ${expanded ? '' : classes.preview}`}>
        {text}
      </Text>
      {(longer || expanded) && (
        <Anchor component="button" type="button" size="sm" mt={4} style={{ alignSelf: 'flex-start' }} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? appText('leads.showLess') : appText('leads.showMore')}
        </Anchor>
      )}
    </>
  );
}
