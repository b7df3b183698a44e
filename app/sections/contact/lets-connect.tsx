import { SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { ContactForm } from "~/features/contact-form/contact-form";
import { FormSection } from "~/sections/shared/form-section";
import { ContactDetails } from "./contact-details";

/** 'Let's Connect': the inquiry form, with the direct ways to reach us beside it. */
export function LetsConnect() {
  const letsConnect = useContent("contact/lets-connect");
  return (
    <FormSection
      aside={
        <>
          <SectionHeading headline={{ ...letsConnect, subheading: letsConnect.text }} />
          <ContactDetails />
        </>
      }
    >
      <ContactForm />
    </FormSection>
  );
}
