import { authClient } from '../../../lib/auth-client';
import { paths, peekReturnPath } from '../../../paths';
import { authFailure } from '../auth-errors';
import { AuthForm, BackToLogIn, EmailField, type LoginState } from './auth-form';

type SendResult = Promise<{ error: { message?: string; status?: number } | null }>;

/** The views that only ask for an address and mail a link to it. */
function EmailLinkView({ login, submitLabel, send, sent, failed }: {
  login: LoginState;
  submitLabel: string;
  send: (address: string) => SendResult;
  sent: string;
  failed: string;
}) {
  const submit = async () => {
    const address = login.email.trim();
    if (!address) throw new Error('Please enter your email address.');
    const { error } = await send(address);
    if (error) authFailure(error, failed);
    return sent;
  };
  return (
    <AuthForm login={login} submitLabel={submitLabel} onSubmit={submit} links={<BackToLogIn login={login} />}>
      <EmailField login={login} />
    </AuthForm>
  );
}

export function ForgottenPasswordView({ login }: { login: LoginState }) {
  return (
    <EmailLinkView
      login={login}
      submitLabel="Send reset password instructions"
      send={(email) => authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.login}?view=update_password` })}
      sent="Check your email for the password reset link"
      failed="Could not send the reset e-mail"
    />
  );
}

export function MagicLinkView({ login }: { login: LoginState }) {
  return (
    <EmailLinkView
      login={login}
      submitLabel="Send Magic Link"
      send={(email) => authClient.signIn.magicLink({ email, callbackURL: peekReturnPath() })}
      sent="Check your email for the magic link"
      failed="Could not send the magic link"
    />
  );
}

export function ResendConfirmationView({ login }: { login: LoginState }) {
  return (
    <EmailLinkView
      login={login}
      submitLabel="Resend confirmation email"
      send={(email) => authClient.sendVerificationEmail({ email, callbackURL: peekReturnPath() })}
      sent="Check your email for the confirmation link"
      failed="Could not send the confirmation e-mail"
    />
  );
}
