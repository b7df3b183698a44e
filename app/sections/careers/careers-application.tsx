import { SectionHeading } from "~/components/ui/section-heading";
import { WithBlank } from "~/components/ui/with-blank";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { CareersForm } from "~/features/careers-form/careers-form";
import { FormSection } from "~/sections/shared/form-section";
import styles from "./careers-application.module.css";

/** Who we look for, and the application form (with e-mail as the other way in). */
export function CareersApplication() {
  const site = useSite();
  const careersIntro = useContent("careers/careers-application");
  return (
    <FormSection
      aside={
        <>
          <SectionHeading headline={{ ...careersIntro, subheading: careersIntro.text }} />
          <div className={styles.areas}>
            <h3 className={styles.areasHeading}>{careersIntro.areas.heading}</h3>
            <ul>
              {careersIntro.areas.items.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
          <p className={styles.mail}>
            <WithBlank text={careersIntro.emailPrompt} blank="email">
              <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>
            </WithBlank>
          </p>
        </>
      }
    >
      <CareersForm />
    </FormSection>
  );
}
