import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { authFailure } from '../auth-errors';
import classes from '../login-page.module.css';
import { AuthForm, BackToLogIn, type LoginState, ViewLink } from './auth-form';
import { appText } from '../../../i18n/app-text';

/**
 * The second step of a sign-in for an account with an authenticator app (issue 21): after the
 * password, a magic link, a confirmation link or Google. A backup code stands in for a lost phone.
 */
export function TwoFactorView({ login }: { login: LoginState }) {
  const [code, setCode] = useState('');
  const [backup, setBackup] = useState(false);

  const verify = async () => {
    const value = code.trim().replace(/\s+/g, '');
    if (!value) throw new Error(backup ? 'Enter one of your backup codes.' : 'Enter the 6-digit code from your authenticator app.');
    const { error } = backup ? await authClient.twoFactor.verifyBackupCode({ code: value }) : await authClient.twoFactor.verifyTotp({ code: value });
    if (error) {
      if (error.code === 'INVALID_TWO_FACTOR_COOKIE') throw new Error('This sign-in has expired. Please sign in again.');
      authFailure(error, backup ? 'That backup code is not valid, or was used already.' : 'That code is not valid. Check the time on your phone and try again.');
    }
    await sessionStore.signedIn();
  };

  return (
    <AuthForm
      login={login}
      submitLabel="Verify"
      onSubmit={verify}
      links={
        <>
          <ViewLink
            onClick={() => {
              setBackup(!backup);
              setCode('');
            }}
          >
            {backup ? appText('auth.useACodeFrom') : appText('auth.useABackupCode')}
          </ViewLink>
          <BackToLogIn login={login} />
        </>
      }
    >
      <p className={classes.description}>
        {backup
          ? appText('auth.enterOneOfThe')
          : appText('auth.yourAccountAsksFor')}
      </p>
      <label className={classes.field}>
        <span className={classes.label}>{backup ? appText('auth.backupCode') : appText('auth.authenticatorCode')}</span>
        <input
          className={classes.input}
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          placeholder={backup ? appText('auth.xxxxxXxxxx') : '123456'}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={32}
          autoFocus
        />
      </label>
    </AuthForm>
  );
}
