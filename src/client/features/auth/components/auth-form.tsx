import type { FormEvent, ReactNode } from 'react';
import { AUTH_LIMITS } from '../../../../shared/auth';
import classes from '../login-page.module.css';
import { appText } from '../../../i18n/app-text';

export type AuthView = 'sign_in' | 'sign_up' | 'forgotten_password' | 'magic_link' | 'update_password' | 'resend_confirmation' | 'choose_password' | 'two_factor';

export type Message = { kind: 'error' | 'success'; text: string } | undefined;

/** What the login page shares with the view on show: the e-mail address outlives a change of view, the password does not. */
export interface LoginState {
  email: string;
  setEmail: (email: string) => void;
  busy: boolean;
  message: Message;
  google: boolean;
  /** Shows another view, without the current message. */
  go: (view: AuthView) => void;
  /** Runs a request: busy meanwhile; a thrown error becomes the error message, a returned text the success message. */
  run: (action: () => Promise<string | void>) => void;
}

/** The frame every view shares: its fields, the submit button, the message and the links to other views. */
export function AuthForm({ login, submitLabel, onSubmit, children, links }: {
  login: LoginState;
  submitLabel: string;
  onSubmit: () => Promise<string | void>;
  children: ReactNode;
  links: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.run(onSubmit);
  };
  const { busy, message } = login;
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className={classes.form}>
      {children}
      <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy}>
        {busy ? appText('auth.pleaseWait') : submitLabel}
      </button>
      {message && (
        <div className={message.kind === 'error' ? classes.danger : classes.success} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      <div className={classes.links}>{links}</div>
    </form>
  );
}

export function EmailField({ login }: { login: LoginState }) {
  return (
    <label className={classes.field}>
      <span className={classes.label}>{appText('auth.emailAddress')}</span>
      <input
        className={classes.input}
        placeholder={appText('auth.yourEmailAddress')}
        type="email"
        autoComplete="email"
        value={login.email}
        onChange={(e) => login.setEmail(e.currentTarget.value)}
        maxLength={254}
      />
    </label>
  );
}

export function PasswordField({ kind, value, onChange }: { kind: 'current' | 'new' | 'replacement'; value: string; onChange: (value: string) => void }) {
  const replacement = kind === 'replacement';
  return (
    <label className={classes.field}>
      <span className={classes.label}>{replacement ? appText('auth.newPassword') : appText('auth.yourPassword')}</span>
      <input
        className={classes.input}
        type="password"
        placeholder={replacement ? appText('auth.yourNewPassword') : appText('auth.yourPassword2')}
        autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        maxLength={AUTH_LIMITS.passwordMax}
      />
      {kind !== 'current' && (
        <span className={classes.description}>
          {appText('auth.passwordLength', { min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax })}
        </span>
      )}
    </label>
  );
}

export function ViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={classes.link} onClick={onClick}>
      {children}
    </button>
  );
}

export function BackToLogIn({ login }: { login: LoginState }) {
  return <ViewLink onClick={() => login.go('sign_in')}>{appText('auth.backToLogIn')}</ViewLink>;
}
