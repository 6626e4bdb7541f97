import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { checkNewPassword } from '../auth-errors';
import classes from '../login-page.module.css';
import { AuthForm, BackToLogIn, type LoginState, PasswordField } from './auth-form';
import { appText } from '../../../i18n/app-text';

/** Reached from the reset e-mail's link (?view=update_password&token=…). */
export function UpdatePasswordView({ login }: { login: LoginState }) {
  const [params, setParams] = useSearchParams();
  const [password, setPassword] = useState('');

  const update = async () => {
    if (!password) throw new Error('Please enter a new password.');
    checkNewPassword(password);
    const { error } = await authClient.resetPassword({ newPassword: password, token: params.get('token') ?? '' });
    if (error) throw new Error('There was an error updating your password.');
    sessionStore.emit('USER_UPDATED');
    setParams({}, { replace: true });
    login.go('sign_in');
    return 'Password updated successfully!';
  };

  return (
    <AuthForm login={login} submitLabel="Update password" onSubmit={update} links={<BackToLogIn login={login} />}>
      <p className={classes.hint}>{appText('auth.enterANewPassword')}</p>
      <PasswordField kind="replacement" value={password} onChange={setPassword} />
    </AuthForm>
  );
}
