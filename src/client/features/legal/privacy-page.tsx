import { LegalPage, LegalSection, SupportEmail } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          <p>
            This Privacy Policy explains what information Website Works (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects when you use our hosted
            website builder, how we use it, and the choices you have. It covers the Website Works application and the websites our
            customers publish with it, to the extent we host them.
          </p>
          <p>
            Website Works is currently in beta. We keep the information we collect to what we need to run the service.
          </p>
        </>
      }
    >
      <LegalSection title="1. Information we collect">
        <p>We collect the following kinds of information:</p>
        <ul>
          <li>
            <strong>Account information.</strong> Your e-mail address and a password (stored only as a secure hash). If you sign in with
            Google, we receive your name, e-mail address and a Google account identifier; we never receive your Google password.
          </li>
          <li>
            <strong>Business content.</strong> What you enter to build your site: company name, description, address, phone number,
            e-mail, social links, colours, service cards, info items, and the logos and images you upload.
          </li>
          <li>
            <strong>Plan and billing information.</strong> Which plan you are on, when it renews, and references to your customer and
            payment records at our payment processor. We do not receive or store your full card number.
          </li>
          <li>
            <strong>Site settings.</strong> Your site address, any custom domain you connect, and an optional Google Analytics
            measurement tag you add to your site.
          </li>
          <li>
            <strong>Technical information.</strong> Server logs with IP address, browser type, pages requested, time of the request and
            error details, which we use to keep the service secure and working.
          </li>
          <li>
            <strong>Messages.</strong> The e-mails you send to our support address and our replies.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. How we use information">
        <ul>
          <li>to create and secure your account, sign you in and keep you signed in;</li>
          <li>to build, preview, publish and host your website;</li>
          <li>to process payments for the Professional plan and manage renewals;</li>
          <li>to send service e-mails such as sign-up confirmations, sign-in links, password resets and billing notices;</li>
          <li>to answer your support requests;</li>
          <li>to detect and prevent abuse, fraud and security incidents; and</li>
          <li>to understand how the service is used so that we can fix problems and improve it.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use your business content to advertise to you.</p>
      </LegalSection>

      <LegalSection title="3. Cookies and sessions">
        <p>
          The Website Works application uses a strictly necessary cookie to keep you signed in, and stores a short-lived access token
          in your browser&apos;s local storage so that your session works across tabs. These are required for the service to work and are
          removed when you log out or when they expire. We do not use advertising cookies in the application.
        </p>
        <p>
          If you add a Google Analytics tag to your published site, Google may set its own cookies for visitors to that site. You are
          responsible for telling your visitors about this and, where the law requires it, for asking their consent.
        </p>
      </LegalSection>

      <LegalSection title="4. Payment data">
        <p>
          Payments for the Professional plan are handled by our card payment processor, Stripe. Your card details are entered into a
          form provided by Stripe and are sent directly to Stripe; they never pass through or rest on our servers. Stripe processes
          that information under its own privacy policy. We receive from Stripe only what we need to manage your subscription, such as
          the payment status, the plan, the renewal date and the last four digits and brand of your card.
        </p>
      </LegalSection>

      <LegalSection title="5. How we share information">
        <p>We share information only in these cases:</p>
        <ul>
          <li>
            <strong>Your published site.</strong> Whatever you publish is public by design and can be seen by anyone who visits it.
          </li>
          <li>
            <strong>Service providers</strong> who help us run Website Works, such as hosting, data storage, e-mail delivery, payment
            processing (Stripe) and sign-in (Google, if you choose it). They may use the information only to provide their services
            to us.
          </li>
          <li>
            <strong>Legal reasons</strong>, when we believe in good faith that the law, a court order or the protection of rights and
            safety requires it.
          </li>
          <li>
            <strong>Business transfers</strong>, if Website Works is merged or sold, in which case this policy continues to apply to
            your information.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Retention">
        <p>
          We keep your account information and business content for as long as your account is open. When you ask us to close your
          account, we delete or anonymise your information and take your published site offline within 30 days, except for records we
          must keep for legal, tax or accounting reasons, and copies in backups, which are overwritten in the normal course. Server
          logs are kept for a limited period for security purposes.
        </p>
      </LegalSection>

      <LegalSection title="7. Security">
        <p>
          We protect your information with encryption in transit (HTTPS), hashed passwords, short-lived access tokens, access controls
          that let each owner reach only their own data, and separate hosting for published sites. No service can be perfectly secure;
          if we learn of a breach that affects your information, we will tell you as the law requires.
        </p>
      </LegalSection>

      <LegalSection title="8. Your rights">
        <p>
          Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to
          object to or restrict certain uses of it. You can change most of your details yourself in the application. For anything else,
          including closing your account, e-mail us at <SupportEmail /> and we will respond within 30 days. You may also complain to
          your local data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="9. Children">
        <p>
          Website Works is a tool for businesses and is not directed at children. We do not knowingly collect personal information from
          anyone under 16. If you believe a child has given us personal information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <p>
          We may update this policy as the service changes. We will post the new version on this page with a new effective date and,
          if the changes are significant, tell you by e-mail or in the application before they take effect.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact us">
        <p>
          Questions about this policy or your information? Write to us at <SupportEmail />. Support is provided by e-mail only.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
