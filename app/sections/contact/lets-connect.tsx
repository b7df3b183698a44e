import { SectionHeading } from "~/components/ui/section-heading";
import { contactConnect } from "~/content/contact";
import { ContactForm } from "~/features/contact-form/contact-form";
import { FormSection } from "~/sections/shared/form-section";
import { ContactDetails } from "./contact-details";

/** 'Let's Connect': the inquiry form, with the direct ways to reach us beside it. */
export function LetsConnect() {
  return (
    <FormSection
      titleId="lets-connect-title"
      aside={
        <>
          <SectionHeading
            id="lets-connect-title"
            eyebrow={contactConnect.eyebrow}
            heading={contactConnect.heading}
            subheading={contactConnect.text}
          />
          <ContactDetails />
        </>
      }
    >
      <ContactForm />
    </FormSection>
  );
}
