import { Anchor, Badge, Burger, Container, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAccount } from '../api/get-account';
import { useUnreadLeads } from '../api/get-leads';
import { paths } from '../paths';
import { AccountMenu } from './account-menu';
import classes from './app-shell.module.css';

/** The signed-in header: brand, main navigation (a burger menu on phones), publish status and the account menu. */
export function AppHeader({ confirmed, picture, email }: { confirmed: boolean; picture: string | undefined; email: string }) {
  const location = useLocation();
  const [mobileOpen, mobile] = useDisclosure(false);

  useEffect(() => {
    mobile.close();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const unread = useUnreadLeads(confirmed).data ?? 0;
  const links = [
    { to: paths.company, label: 'Company' },
    { to: paths.website, label: 'Editor' },
    ...(confirmed ? [{ to: paths.settings, label: 'Settings' }, { to: paths.leads, label: 'Leads', count: unread }] : []),
  ];
  const label = (l: { label: string; count?: number }) => (
    <span className={classes.navLabel}>
      {l.label}
      {l.count ? (
        <>
          <Badge size="xs" circle color="teal" ml={6} component="span">
            {l.count > 99 ? '99+' : l.count}
          </Badge>
          <VisuallyHidden> unread</VisuallyHidden>
        </>
      ) : null}
    </span>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Group gap="sm" wrap="nowrap">
          <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
          <Anchor component={Link} to={paths.dashboard} className={classes.brand} underline="never">
            Website Works
          </Anchor>
        </Group>
        <nav aria-label="Main" className={classes.nav}>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={({ isActive }) => `${classes.navLink} ${isActive ? classes.active : ''}`}>
              {label(l)}
            </NavLink>
          ))}
        </nav>
        <Group gap="sm" wrap="nowrap">
          <PublishStatus />
          <AccountMenu email={email} picture={picture} />
        </Group>
      </Container>
      {mobileOpen && (
        <nav aria-label="Mobile" className={classes.mobileNav}>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={classes.mobileLink}>
              {label(l)}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}

/** 'Live' once the website has been published, linking to the settings where that happens. */
function PublishStatus() {
  const account = useAccount();
  if (!account.data) return null;
  const live = !!account.data.websiteLastPublished;
  return (
    <Badge
      component={Link}
      to={paths.settings}
      color={live ? 'teal' : 'gray'}
      variant={live ? 'filled' : 'light'}
      className={classes.status}
      tt="none"
      data-testid="status-link"
    >
      {live ? 'Live' : 'Unpublished'}
    </Badge>
  );
}
