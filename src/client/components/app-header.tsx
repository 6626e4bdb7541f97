import { Anchor, Badge, Burger, Container, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAccount } from '../api/get-account';
import { useUnreadLeads } from '../api/get-leads';
import { useBookings } from '../api/get-bookings';
import { paths } from '../paths';
import { AccountMenu } from './account-menu';
import classes from './app-shell.module.css';
import { appText } from '../i18n/app-text';

/** The signed-in header: brand, main navigation (a burger menu on phones), publish status and the account menu. */
export function AppHeader({ confirmed, picture, email }: { confirmed: boolean; picture: string | undefined; email: string }) {
  const location = useLocation();
  const [mobileOpen, mobile] = useDisclosure(false);

  useEffect(() => {
    mobile.close();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const unread = useUnreadLeads(confirmed).data ?? 0;
  const pendingBookings = useBookings(confirmed).data?.pending ?? 0;
  const links = [
    { to: paths.company, label: appText('layout.company') },
    { to: paths.website, label: appText('layout.editor') },
    ...(confirmed ? [{ to: paths.settings, label: appText('layout.settings') }, { to: paths.leads, label: appText('layout.leads'), count: unread }, { to: paths.bookings, label: appText('layout.bookings'), count: pendingBookings, countLabel: ' waiting' }] : []),
  ];
  const label = (l: { label: string; count?: number; countLabel?: string }) => (
    <span className={classes.navLabel}>
      {l.label}
      {l.count ? (
        <>
          <Badge size="xs" circle color="teal" ml={6} component="span">
            {l.count > 99 ? '99+' : l.count}
          </Badge>
          <VisuallyHidden>{l.countLabel ?? ' unread'}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Group gap="sm" wrap="nowrap">
          <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label={appText('layout.openMenu')} />
          <Anchor component={Link} to={paths.dashboard} className={classes.brand} underline="never">
            {appText('layout.websiteWorks')}
          </Anchor>
        </Group>
        <nav aria-label={appText('layout.main')} className={classes.nav}>
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
        <nav aria-label={appText('layout.mobile')} className={classes.mobileNav}>
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
      {live ? appText('layout.live') : appText('layout.unpublished')}
    </Badge>
  );
}
