import { Link } from 'react-router';
import { paths } from '../../paths';
import { LegalPage, LegalSection, SupportEmail } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These Terms of Service (&ldquo;Terms&rdquo;) govern your use of Website Works, a hosted website builder for small businesses
          (the &ldquo;Service&rdquo;). Please read them carefully. By using the Service you agree to them.
        </p>
      }
    >
      <LegalSection title="1. Acceptance of these terms">
        <p>
          By creating an account or using the Service you agree to these Terms and to our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you use the Service on behalf of a business, you confirm that you may bind
          that business, and &ldquo;you&rdquo; means the business. If you do not agree, do not use the Service.
        </p>
      </LegalSection>

      <LegalSection title="2. The Service and the beta">
        <p>
          Website Works lets you enter your company details, build and edit a one-page website, and publish it to a public address.
          The Service is in beta: features may change, be added or be removed, and it may sometimes be unavailable or contain errors.
          We will try to give notice of significant changes, but we do not promise that any feature will remain available.
        </p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <ul>
          <li>You must be at least 16 years old and give us a valid e-mail address.</li>
          <li>
            You may sign in with an e-mail address and password or with a Google account. Keep your sign-in details secure; you are
            responsible for everything done through your account.
          </li>
          <li>Tell us promptly at <SupportEmail /> if you believe someone else has used your account.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Acceptable use and your content">
        <p>
          You keep ownership of the text, logos, images and other material you put into the Service (&ldquo;your content&rdquo;). You
          give us a worldwide, non-exclusive, royalty-free licence to host, store, copy, adapt for display and publish your content only
          as needed to run the Service for you. This licence ends when your content is deleted from the Service.
        </p>
        <p>You are responsible for your content and confirm that you have the rights to use it. You agree not to use the Service to:</p>
        <ul>
          <li>publish anything unlawful, fraudulent, defamatory, hateful, or that infringes anyone else&apos;s rights;</li>
          <li>distribute malware, run phishing pages, send spam or collect data about visitors without a lawful basis;</li>
          <li>impersonate a person or business or mislead visitors about who you are;</li>
          <li>interfere with, overload, probe or try to gain unauthorised access to the Service or other customers&apos; data; or</li>
          <li>resell or rebrand the Service without our written permission.</li>
        </ul>
        <p>We may remove content or suspend a site that breaks these rules, and will tell you when we do unless the law prevents it.</p>
      </LegalSection>

      <LegalSection title="5. Published sites">
        <p>
          When you publish, your site becomes publicly available at its address and anyone can view it. You are responsible for what it
          says, for the accuracy of your business information, and for any notices your visitors are owed, such as a privacy notice if
          you add an analytics tag. You can publish a new version at any time; we keep your most recent versions so that you can restore them, and list older ones for your records.
        </p>
      </LegalSection>

      <LegalSection title="6. Plans, billing, renewal and cancellation">
        <ul>
          <li>
            <strong>Starter</strong> is free and publishes your site to a default address.
          </li>
          <li>
            <strong>Professional</strong> costs $100 (USD) per year, billed annually in advance, and adds a custom primary domain,
            domain forwarding setup, site security, analytics through a Google Analytics tag, and search engine friendly extras.
          </li>
          <li>
            Payments are processed by our card payment processor, Stripe. By subscribing you authorise us, through Stripe, to charge
            your card for the plan and any applicable taxes.
          </li>
          <li>
            <strong>Renewal.</strong> The Professional plan renews automatically each year at the then-current price until you cancel.
            We will tell you in advance of any price change, and the new price applies from your next renewal.
          </li>
          <li>
            <strong>Cancellation and payment details.</strong> You can update your card, see your invoices and cancel yourself with
            Manage billing on the Plans page, or write to <SupportEmail />. When your subscription ends, your site continues on the
            Starter plan and the Professional features stop. Fees already paid are not refunded except where the law requires it.
          </li>
          <li>If a payment fails, we may move your account to the Starter plan until it is paid.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Custom domains">
        <p>
          On the Professional plan you may connect a domain name that you own or control. You are responsible for registering and
          renewing the domain and for setting up its DNS records as we describe. We do not register domains for you and are not
          responsible for problems caused by your domain registrar or DNS provider. If your plan ends, the custom domain stops pointing
          to your site.
        </p>
      </LegalSection>

      <LegalSection title="8. Intellectual property">
        <p>
          The Service, including its software, templates, design and the Website Works name and logo, belongs to us and our licensors.
          We give you a limited, non-exclusive, non-transferable right to use the Service and its templates to build and publish your
          site while your account is in good standing. Feedback you send us may be used to improve the Service without obligation to
          you.
        </p>
      </LegalSection>

      <LegalSection title="9. Disclaimers">
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, especially while it is in beta. To the fullest
          extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular
          purpose and non-infringement, and we do not promise that the Service will be uninterrupted, error-free or that your content
          will never be lost. Keep your own copies of your important content.
        </p>
      </LegalSection>

      <LegalSection title="10. Limitation of liability">
        <p>
          To the fullest extent the law allows, Website Works will not be liable for any indirect, incidental, special, consequential
          or punitive damages, or for lost profits, revenue, data or goodwill. Our total liability for any claim relating to the Service
          is limited to the greater of the amount you paid us in the twelve months before the claim and $100 (USD). Nothing in these
          Terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection title="11. Termination">
        <p>
          You may stop using the Service at any time and may ask us to close your account by e-mail. We may suspend or close your
          account if you break these Terms, if required by law, or if we stop offering the Service, in which case we will give you
          reasonable notice where we can and a chance to copy your content. When an account is closed, its published site is taken
          offline. Sections that by their nature should survive termination do so.
        </p>
      </LegalSection>

      <LegalSection title="12. Changes to these terms">
        <p>
          We may update these Terms from time to time. We will post the new version on this page with a new effective date and, if the
          changes are significant, tell you by e-mail or in the application before they take effect. If you keep using the Service
          after that, you accept the updated Terms.
        </p>
      </LegalSection>

      <LegalSection title="13. Contact">
        <p>
          Questions about these Terms? E-mail us at <SupportEmail />. Support is provided by e-mail only.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
