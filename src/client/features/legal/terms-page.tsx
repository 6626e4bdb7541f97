import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms are the agreement between you and Website Works for the use of our website builder and the sites we host for you. By
        creating an account or using Website Works you accept them.
      </p>
      <h2>The service, and our beta</h2>
      <p>
        Website Works lets you enter your business details, shape a one-page website in our editor and publish it at a public address. The
        product is in beta: features may change, and we may occasionally make mistakes. We work hard to keep it reliable and will tell you about
        important changes.
      </p>
      <h2>Your account</h2>
      <p>
        You need a valid e-mail address to sign up. Keep your password safe; you are responsible for what happens in your account. Tell us at
        once if you think someone else is using it.
      </p>
      <h2>Your content</h2>
      <p>
        You own the texts, images and logos you put on your website, and you give us the permission we need to store, display and publish them
        for you. You promise that you have the right to use them and that your website is lawful and truthful. Do not publish content that is
        illegal, misleading, infringes others&apos; rights, contains malware or harasses anyone. We may take down content or suspend a site that
        breaks these rules, and will tell you why where we can.
      </p>
      <h2>Published sites</h2>
      <p>
        Sites on the free Starter plan are published at an address on our domain. We keep your site online while your account is in good
        standing, but we do not promise uninterrupted availability.
      </p>
      <h2>Plans, billing and cancelling</h2>
      <ul>
        <li>Starter is free.</li>
        <li>
          Professional costs $100 per year, billed annually in advance through our payment processor, Stripe. It renews every year until you
          cancel.
        </li>
        <li>
          You can update your card, see invoices and cancel yourself from the Plans page. When you cancel, Professional continues until the end of
          the paid year; after that your site stays online on the Starter plan and the Professional features stop.
        </li>
        <li>Prices may change; we will tell you at least 30 days before a change applies to your next renewal.</li>
      </ul>
      <h2>Custom domains</h2>
      <p>
        With Professional you can connect a domain you own. You remain responsible for registering and renewing it and for its DNS settings; we
        provide the HTTPS certificate while the domain points to us and your plan is active.
      </p>
      <h2>Our intellectual property</h2>
      <p>
        The Website Works software, templates and brand are ours. You may use the templates for your own website on Website Works; the
        &ldquo;Created using Website Works&rdquo; credit stays on published sites.
      </p>
      <h2>Disclaimers</h2>
      <p>
        Website Works is provided &ldquo;as is&rdquo;. To the extent the law allows, we make no warranties that the service will meet every need,
        be error-free or always available.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost data, and our total
        liability is limited to the amount you paid us in the twelve months before the claim.
      </p>
      <h2>Ending the agreement</h2>
      <p>
        You may stop using Website Works and ask us to delete your account at any time. We may suspend or end accounts that break these terms,
        after notice where reasonable.
      </p>
      <h2>Changes to these terms</h2>
      <p>
        We may update these terms; the effective date above shows the latest version. For important changes we will tell you in advance by
        e-mail or in the app. Continuing to use Website Works after a change means you accept it.
      </p>
    </LegalPage>
  );
}
