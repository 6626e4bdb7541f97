import '../../components/ui-kit-styles';
// The console's own controls' styles, beside the app's (ui-kit-styles.ts lists those the owner's pages use).
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { OPERATOR_IDLE_MINUTES } from '../../../shared/admin';
import { NotFoundInShell } from '../../components/app-shell';
import { PageLoader } from '../../components/page-loader';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { paths, rememberReturnPath } from '../../paths';
import { adminKey, ConsoleLockedError, useOperator } from './api/admin-api';
import { LockScreen } from './components/lock-screen';
import classes from './admin-shell.module.css';
import { appText } from '../../i18n/app-text';

/**
 * The operator console's layout (issue 27). Signed out: the login page, as for any page of the app.
 * Signed in as anyone but an operator: the app's normal not-found page (the API says 404 too). An
 * operator whose console sat idle sees the password prompt and nothing else.
 */
export default function AdminShell() {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!session) {
    rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.login} replace />;
  }
  // A "View as owner" session is the owner's: the console is not there for it.
  if (session.user.ww_viewed_by) return <NotFoundInShell />;
  return <Console />;
}

function Console() {
  const operator = useOperator();
  const client = useQueryClient();
  const [locked, setLocked] = useState(false);
  const lastActivity = useRef(Date.now());

  // Every console answer: "idle" locks the screen; anything else counts as activity.
  useEffect(() => {
    const seen = (error: unknown) => {
      if (error instanceof ConsoleLockedError) setLocked(true);
      else lastActivity.current = Date.now();
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === adminKey[0] && (event.action.type === 'success' || event.action.type === 'error')) seen(event.query.state.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) seen(event.mutation.state.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);
  // The screen locks by itself after the idle time, rather than showing an owner's details to whoever walks by.
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastActivity.current > OPERATOR_IDLE_MINUTES * 60_000) setLocked(true);
    }, 30_000);
    return () => clearInterval(timer);
  }, []);

  if (operator.isPending) return <PageLoader />;
  const email = operator.data?.email ?? '';
  if (locked || operator.error instanceof ConsoleLockedError) {
    return (
      <Frame email={email}>
        <LockScreen
          email={email}
          onUnlocked={() => {
            lastActivity.current = Date.now();
            setLocked(false);
            void client.invalidateQueries({ queryKey: adminKey });
          }}
        />
      </Frame>
    );
  }
  if (operator.error instanceof ApiError && operator.error.status === 404) return <NotFoundInShell />;
  // Operators need a second factor (TOTP or a passkey): the console says where to add one.
  if (operator.error instanceof ApiError && operator.error.status === 403) {
    return (
      <Frame email={email}>
        <Alert color="red" title={appText('admin.addASecondFactor')} role="alert">
          {errorMessage(operator.error)} <Link to={paths.account}>{appText('admin.goToYourAccount')}</Link>
        </Alert>
      </Frame>
    );
  }
  if (operator.isError) {
    return (
      <Frame email={email}>
        <Alert color="red" title={appText('admin.couldNotOpenThe')} role="alert">
          {appText('common.error', { message: errorMessage(operator.error) })}
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame email={email} nav>
      <Outlet />
    </Frame>
  );
}

function Frame({ email, nav = false, children }: { email: string; nav?: boolean; children: ReactNode }) {
  const links = [
    { to: paths.admin, label: appText('admin.search'), end: true },
    { to: paths.adminReports, label: appText('admin.reports'), end: false },
    { to: paths.adminAudit, label: appText('admin.auditLog'), end: false },
  ];
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to={paths.admin} className={classes.brand}>
            <span className={classes.brandName}>{appText('admin.websiteWorks')}</span>
            <span className={classes.brandRole}>{appText('admin.operatorConsole')}</span>
          </Link>
          {nav && (
            <nav aria-label={appText('admin.console')} className={classes.nav}>
              {links.map((l) => (
                <NavLink key={l.to} to={l.to} end={l.end} className={({ isActive }) => `${classes.navLink} ${isActive ? classes.active : ''}`}>
                  {l.label}
                </NavLink>
              ))}
            </nav>
          )}
          <div className={classes.who}>
            {email && <span className={classes.email}>{email}</span>}
            <Link to={paths.dashboard}>{appText('admin.yourOwnWebsite')}</Link>
            <Link to={paths.logout}>{appText('admin.logout')}</Link>
          </div>
        </Container>
      </header>
      <main className={classes.main}>
        <Container size="lg">{children}</Container>
      </main>
    </div>
  );
}
