import { PRODUCT_NAME } from '../../../shared/constants';
import { ContactLink, LegalDocument, LegalSection } from './legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={`These terms govern your use of ${PRODUCT_NAME}, a personal life planner built around the number twelve. By creating an account or using the app, you agree to them.`}
    >
      <LegalSection title="Eligibility">
        <p>You must be at least 13 years old to use {PRODUCT_NAME}. If the law where you live requires a greater age, that age applies.</p>
      </LegalSection>

      <LegalSection title="Your account">
        <p>
          You are responsible for keeping your sign-in details secret and for the activity on your account. Tell the operator of your instance straight away if
          you believe someone else has accessed it.
        </p>
      </LegalSection>

      <LegalSection title="The service">
        <p>
          {PRODUCT_NAME} offers time blocking, health tracking, relationship management, goals, progress reviews and an AI planning assistant. A free tier is
          available. {PRODUCT_NAME} is open-source software that you may also run on your own server under its licence; when you do, you are the operator of
          that instance.
        </p>
      </LegalSection>

      <LegalSection title="Your content">
        <p>
          You own what you put into {PRODUCT_NAME}. You give the operator of your instance only the permission needed to store, process and show your content
          back to you in order to run the service. We do not sell your data.
        </p>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <ul>
          <li>Do not break the law or infringe the rights of others through the service.</li>
          <li>Do not try to access another person's account or data, or to disrupt or overload the service.</li>
          <li>Do not store information about other people that you have no right to keep.</li>
        </ul>
      </LegalSection>

      <LegalSection title="AI features and health information">
        <p>
          Reviews, suggestions and chat answers are generated automatically and may be wrong or incomplete. They are planning aids, not professional advice.
          Health metrics and anything the assistant says about them are not medical advice: consult a qualified professional about your health.
        </p>
      </LegalSection>

      <LegalSection title="Availability and changes">
        <p>
          We work to keep the service available but do not promise that it will be uninterrupted or error-free. Features may change over time. When these terms
          change, we update the date at the top of this page.
        </p>
      </LegalSection>

      <LegalSection title="Ending your account">
        <p>
          You may stop using {PRODUCT_NAME} and delete your account at any time; your data is then deleted within 30 days. An operator may suspend accounts that
          break these terms.
        </p>
      </LegalSection>

      <LegalSection title="Disclaimer and liability">
        <p>
          The service is provided "as is", without warranties of any kind, to the extent the law allows. To the extent the law allows, the operators and
          contributors of {PRODUCT_NAME} are not liable for indirect or consequential loss arising from its use.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Questions about these terms? Write to <ContactLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
