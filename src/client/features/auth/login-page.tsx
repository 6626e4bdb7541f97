import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_LIMITS } from '../../../shared/auth';
import { authClient } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/public-config';
import { sessionStore, useSession } from '../../lib/session';
import { paths, peekReturnPath, takeReturnPath } from '../../paths';
import classes from './login-page.module.css';

export type AuthView = 'sign_in' | 'sign_up' | 'forgotten_password' | 'magic_link' | 'update_password' | 'resend_confirmation';

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

type Message = { kind: 'error' | 'success'; text: string } | undefined;

/** better-auth's error codes from redirects (?error=…) in plain words. */
function redirectError(code: string | null): string | undefined {
  if (!code) return undefined;
  if (/token/i.test(code)) return 'This link is invalid or has expired. Please ask for a new one.';
  return 'Sign-in did not complete. Please try again.';
}

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { session, loading } = useSession();
  const token = params.get('token');
  const initialView: AuthView = params.get('view') === 'update_password' && token ? 'update_password' : 'sign_in';
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(() => {
    const text = redirectError(params.get('error'));
    return text ? { kind: 'error', text } : undefined;
  });
  const google = (usePublicConfig()?.google ?? null) !== null;

  useEffect(() => {
    if (initialView === 'update_password') sessionStore.emit('PASSWORD_RECOVERY');
  }, [initialView]);

  // Signed in (by this form, another tab, or a link that set the cookie): go where the visitor was headed.
  const signedIn = !loading && !!session && view !== 'update_password';
  const redirected = useRef(false);
  useEffect(() => {
    if (!signedIn || redirected.current) return;
    redirected.current = true;
    navigate(takeReturnPath(), { replace: true });
  }, [signedIn, navigate]);

  const go = (next: AuthView) => {
    setView(next);
    setMessage(undefined);
    setPassword('');
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await action();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : 'An error occurred' });
    } finally {
      setBusy(false);
    }
  };

  const fail = (error: { message?: string; status?: number } | null | undefined, fallback: string) => {
    if (error?.status === 429) throw new Error('Too many attempts. Please wait a minute and try again.');
    throw new Error(error?.message || fallback);
  };

  const callbackURL = peekReturnPath();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    void run(async () => {
      switch (view) {
        case 'sign_in': {
          if (!address || !password) throw new Error(MISSING_CREDENTIALS);
          const { error } = await authClient.signIn.email({ email: address, password });
          if (error) {
            if (error.code === 'EMAIL_NOT_VERIFIED') {
              throw new Error('Please confirm your e-mail address first: we have sent you a new confirmation link.');
            }
            fail(error, 'Invalid login credentials');
          }
          await sessionStore.signedIn();
          return;
        }
        case 'sign_up': {
          if (!address || !password) throw new Error(MISSING_CREDENTIALS);
          if (password.length < AUTH_LIMITS.passwordMin) throw new Error(`Password should be at least ${AUTH_LIMITS.passwordMin} characters.`);
          if (password.length > AUTH_LIMITS.passwordMax) throw new Error(`Password should be at most ${AUTH_LIMITS.passwordMax} characters.`);
          const { data, error } = await authClient.signUp.email({ email: address, password, name: '', callbackURL });
          if (error) fail(error, 'Sign-up failed');
          if (data && 'token' in data && data.token) {
            await sessionStore.signedIn();
            return;
          }
          setPassword('');
          setMessage({ kind: 'success', text: 'Check your email for the confirmation link' });
          return;
        }
        case 'forgotten_password': {
          if (!address) throw new Error('Please enter your email address.');
          const { error } = await authClient.requestPasswordReset({
            email: address,
            redirectTo: `${window.location.origin}${paths.login}?view=update_password`,
          });
          if (error) fail(error, 'Could not send the reset e-mail');
          setMessage({ kind: 'success', text: 'Check your email for the password reset link' });
          return;
        }
        case 'magic_link': {
          if (!address) throw new Error('Please enter your email address.');
          const { error } = await authClient.signIn.magicLink({ email: address, callbackURL });
          if (error) fail(error, 'Could not send the magic link');
          setMessage({ kind: 'success', text: 'Check your email for the magic link' });
          return;
        }
        case 'resend_confirmation': {
          if (!address) throw new Error('Please enter your email address.');
          const { error } = await authClient.sendVerificationEmail({ email: address, callbackURL });
          if (error) fail(error, 'Could not send the confirmation e-mail');
          setMessage({ kind: 'success', text: 'Check your email for the confirmation link' });
          return;
        }
        case 'update_password': {
          if (!password) throw new Error('Please enter a new password.');
          if (password.length < AUTH_LIMITS.passwordMin) throw new Error(`Password should be at least ${AUTH_LIMITS.passwordMin} characters.`);
          if (password.length > AUTH_LIMITS.passwordMax) throw new Error(`Password should be at most ${AUTH_LIMITS.passwordMax} characters.`);
          const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? '' });
          if (error) {
            setMessage({ kind: 'error', text: 'There was an error updating your password.' });
            return;
          }
          sessionStore.emit('USER_UPDATED');
          setParams({}, { replace: true });
          go('sign_in');
          setMessage({ kind: 'success', text: 'Password updated successfully!' });
          return;
        }
      }
    });
  };

  const signInWithGoogle = () =>
    void run(async () => {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL,
        errorCallbackURL: `${paths.login}`,
      });
      if (error) fail(error, 'Google sign-in failed');
    });

  const needsPassword = view === 'sign_in' || view === 'sign_up' || view === 'update_password';
  const needsEmail = view !== 'update_password';
  const submitLabel: Record<AuthView, string> = {
    sign_in: 'Log In',
    sign_up: 'Sign up for free',
    forgotten_password: 'Send reset password instructions',
    magic_link: 'Send Magic Link',
    update_password: 'Update password',
    resend_confirmation: 'Resend confirmation email',
  };

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <h1 className={classes.heading}>Website Works</h1>
        <div className={classes.card}>
          <form onSubmit={onSubmit} noValidate aria-label={submitLabel[view]} className={classes.form}>
            {(view === 'sign_in' || view === 'sign_up') && google && (
              <>
                <button type="button" className={classes.google} onClick={signInWithGoogle} disabled={busy}>
                  <GoogleMark />
                  Sign in with Google
                </button>
                <div className={classes.divider} role="separator">
                  <span>or</span>
                </div>
              </>
            )}
            {view === 'update_password' && <p className={classes.hint}>Enter a new password for your account.</p>}
            {needsEmail && (
              <label className={classes.field}>
                <span className={classes.label}>Email address</span>
                <input
                  className={classes.input}
                  placeholder="Your email address"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  maxLength={254}
                />
              </label>
            )}
            {needsPassword && (
              <label className={classes.field}>
                <span className={classes.label}>{view === 'update_password' ? 'New password' : 'Your Password'}</span>
                <input
                  className={classes.input}
                  type="password"
                  placeholder={view === 'update_password' ? 'Your new password' : 'Your password'}
                  autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  maxLength={AUTH_LIMITS.passwordMax}
                />
                {view !== 'sign_in' && (
                  <span className={classes.description}>
                    {AUTH_LIMITS.passwordMin} to {AUTH_LIMITS.passwordMax} characters
                  </span>
                )}
              </label>
            )}
            <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy}>
              {busy ? 'Please wait…' : submitLabel[view]}
            </button>
            {message && (
              <div
                className={message.kind === 'error' ? classes.danger : classes.success}
                role={message.kind === 'error' ? 'alert' : 'status'}
              >
                {message.text}
              </div>
            )}
            <div className={classes.links}>
              {view === 'sign_in' && (
                <>
                  <ViewLink onClick={() => go('magic_link')}>Send a magic link email</ViewLink>
                  <ViewLink onClick={() => go('forgotten_password')}>Forgot your password?</ViewLink>
                  <ViewLink onClick={() => go('sign_up')}>Don&apos;t have an account? Sign up for free</ViewLink>
                  <ViewLink onClick={() => go('resend_confirmation')}>Didn&apos;t get the confirmation email?</ViewLink>
                </>
              )}
              {view === 'sign_up' && <ViewLink onClick={() => go('sign_in')}>Already have an account? Log in</ViewLink>}
              {(view === 'forgotten_password' || view === 'magic_link' || view === 'resend_confirmation' || view === 'update_password') && (
                <ViewLink onClick={() => go('sign_in')}>Back to log in</ViewLink>
              )}
            </div>
          </form>
        </div>
        <p className={classes.legal}>
          <a href={paths.terms}>Terms of Service</a> · <a href={paths.privacy}>Privacy Policy</a>
        </p>
      </div>
    </div>
  );
}

function ViewLink({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className={classes.link} onClick={onClick}>
      {children}
    </button>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
