import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Website Works helps small businesses build and publish a one-page website. This policy explains what we collect when you use Website
        Works, why, and the choices you have. It covers the app where you build your site and the public sites we host for you.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your e-mail address, a securely hashed password (never the password itself), your name, and — if you
          sign in with Google — the name, e-mail address and profile picture Google shares with us.
        </li>
        <li>
          <strong>Your business details and website:</strong> the company information, texts, colours, images and logo you enter or upload,
          and every version of your website you publish.
        </li>
        <li>
          <strong>Billing:</strong> your plan, subscription status and dates. Card details are entered into our payment processor, Stripe, and
          never reach our servers.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and request logs, kept to run the service, keep it secure and stop abuse
          (for example, limiting repeated sign-in attempts).
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To provide the service: to sign you in, save and publish your website, send the e-mails you ask for (confirmation, password reset,
        sign-in links), process your subscription, answer your support requests and keep Website Works secure. We do not sell your personal
        information and we do not use it for advertising.
      </p>
      <h2>Cookies and sessions</h2>
      <p>
        The app uses one essential cookie to keep you signed in and stores a short-lived access token in your browser. We use no advertising or
        tracking cookies. The public websites we host set no cookies of their own; if you add a Google Analytics tag to your site (Professional
        plan), Google&apos;s analytics runs on your site under your own Google account and policies.
      </p>
      <h2>Your website&apos;s visitors</h2>
      <p>
        Anything you publish is public. When people visit your site, our servers log standard request data (such as IP address and browser)
        to deliver pages and keep the service secure.
      </p>
      <h2>Sharing</h2>
      <p>
        We share information only with the providers that help us run Website Works — hosting and storage, e-mail delivery, and Stripe for
        payments — and only what they need to do that work, or when the law requires it.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your account and website while your account exists. If you ask us to delete your account, we delete your data within 30 days,
        except records we must keep by law (for example invoices). Request logs are kept for a limited time.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are hashed, connections are encrypted in production, and access to your data is limited to your own account. No system is
        perfectly secure, so please use a strong password and tell us at once if you suspect misuse.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your details in the app at any time. You can ask us for a copy of your data or for its deletion by writing to
        our support address.
      </p>
      <h2>Children</h2>
      <p>Website Works is for businesses and is not meant for children under 16. We do not knowingly collect their information.</p>
      <h2>Changes</h2>
      <p>If we change this policy, we will update the effective date above and, for important changes, tell you by e-mail or in the app.</p>
    </LegalPage>
  );
}
