import { PRODUCT_NAME } from '../../../shared/constants';
import { ContactLink, LegalDocument, LegalSection } from './legal-document';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={`${PRODUCT_NAME} is a personal life planner that anyone can host on their own server. This policy explains what the app stores about you, why, and how you stay in control of it.`}
    >
      <LegalSection title="Who is responsible for your data">
        <p>
          {PRODUCT_NAME} is self-hostable: whoever runs the server you sign in to (you, your organisation or the {PRODUCT_NAME} project) operates that instance
          and is responsible for the data stored on it. Your data stays in that instance's own database; the {PRODUCT_NAME} project receives nothing from
          instances it does not run.
        </p>
      </LegalSection>

      <LegalSection title="What we store">
        <p>To provide the app, an instance stores the following, linked to your account:</p>
        <ul>
          <li>
            Account details: your email address, first and last name, profile picture address (when your sign-in provider supplies one), time zone and, for
            built-in accounts, a one-way hash of your password (never the password itself).
          </li>
          <li>Time blocks: the title, category, start hour, duration and date of each block you plan.</li>
          <li>Health metrics: the daily values you record, such as sleep, water, exercise, mood, weight and steps.</li>
          <li>
            Relationships: the names, initials and notes you keep about people, the calls, messages and meetings you log, and the reconnection suggestions
            generated for you.
          </li>
          <li>Goals: titles, categories, descriptions, timeframes, milestones and progress.</li>
          <li>Progress reviews: the weekly reports generated from your own data.</li>
          <li>Chat: the messages you exchange with the AI assistant.</li>
          <li>Newsletter: your email address, only if you subscribe.</li>
          <li>
            Technical data: a session record that keeps you signed in and server logs (such as time, address and path of a request) used to keep the service
            secure and working.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How we use it">
        <p>
          Your data is used only to provide the features you use: to show your plans back to you, to calculate progress, and to write reviews, suggestions and
          chat answers grounded in your own records. By default the AI features run on the instance itself. If the operator connects an external AI service, the
          content needed to answer a request is sent to that service for that purpose only.
        </p>
      </LegalSection>

      <LegalSection title="What we never do">
        <ul>
          <li>We do not sell, rent or trade your personal data.</li>
          <li>We do not show advertising and do not use advertising or cross-site tracking cookies.</li>
          <li>We do not share your data with third parties except as described above or when the law requires it.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          {PRODUCT_NAME} sets one strictly necessary cookie that keeps you signed in. Your light or dark theme choice is saved in your browser's local storage
          and never leaves your device.
        </p>
      </LegalSection>

      <LegalSection title="Retention and deletion">
        <p>
          Your data is kept while your account exists. When you delete your account, all of your data (account, time blocks, health metrics, relationships,
          goals, reviews and chat history) is deleted within 30 days. You can unsubscribe from the newsletter at any time.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Passwords are hashed with Argon2id, sessions are stored as hashes of random tokens, and every record is scoped to its owner. We recommend that every
          instance is served over HTTPS.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          {PRODUCT_NAME} is not intended for children. You must be at least 13 years old to create an account. If you believe a child under 13 has given us
          personal data, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          You may ask to access, correct, export or delete your personal data, or object to how it is used. Contact the operator of your instance, or us at{' '}
          <ContactLink /> for instances run by the {PRODUCT_NAME} project.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>When this policy changes we update the date at the top of this page. Significant changes are announced in the app before they take effect.</p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Questions about privacy? Write to <ContactLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
