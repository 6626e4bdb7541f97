import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './facts.module.css';

/** A card of the account page: a heading and what is under it. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Label and value pairs as a description list; values wrap (addresses, e-mails) rather than overflow. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.row}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiet line for an empty list. */
export function Nothing({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
