import { TextField } from "~/components/ui/text-field";
import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import { FileField } from "~/features/forms/file-field";
import styles from "~/features/forms/form.module.css";
import { FormShell } from "~/features/forms/form-shell";
import { useFormWords } from "~/features/forms/form-words";
import { useCaptcha } from "~/features/forms/use-captcha";
import { useCheckedFile } from "~/features/forms/use-checked-file";
import { type SendValues, useInquiryForm } from "~/features/forms/use-inquiry-form";
import { sendEmail } from "~/lib/email-client";
import { env } from "~/lib/env";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import { buildApplicationData, RESUME_FIELD } from "./application-form";
import { checkResume, checkResumeContent, RESUME_ACCEPT } from "./resume-checks";
import { RESUME_MAX_BYTES } from "./resume-limit";

const FIELDS = ["name", "contact", "email", "interest"] as const;
type CareersField = (typeof FIELDS)[number];

/**
 * The job application form. It validates only its own fields (no company), and posts itself as
 * multipart so the optional résumé travels as an attachment, with the page's language as `locale`.
 */
export function CareersForm() {
  const careersForm = useContent("forms/careers-form");
  const formMessages = useFormWords().messages;
  const site = useSite();
  const locale = useLocale();
  const captcha = useCaptcha(env.captchaSiteKey, locale);
  const resume = useCheckedFile(
    async (file) =>
      checkResume(file, formMessages) ?? (await checkResumeContent(file, formMessages)),
  );

  async function sendApplication(values: SendValues<CareersField>) {
    // Reading a file's first bytes takes a moment: a submit in that moment waits for the verdict.
    const { file, error } = await resume.settled();
    if (error) return { ok: false, reason: "refused", detail: `Résumé refused: ${error}` } as const;
    return sendEmail({
      template: "careers",
      form: buildApplicationData({ ...values, locale }, file),
    });
  }

  const form = useInquiryForm({
    formId: "careers",
    fields: FIELDS,
    text: careersForm,
    hasOtherErrors: Boolean(resume.state.error),
    captcha: captcha.answer,
    send: sendApplication,
    onSent: () => {
      resume.clear();
      captcha.reset();
    },
  });

  return (
    <FormShell
      form={form}
      text={careersForm}
      fallbackEmail={site.careersEmail}
      encType="multipart/form-data"
      failureNote={resume.state.file ? careersForm.mailtoResume : undefined}
      captcha={captcha}
    >
      <TextField {...form.field("name")} />
      <TextField {...form.field("contact")} />
      <div className={styles.full}>
        <TextField {...form.field("email")} />
      </div>
      <div className={styles.full}>
        <FileField
          id={form.fieldId("resume")}
          name={RESUME_FIELD}
          label={careersForm.labels.resume}
          hint={fillTemplate(careersForm.hints.resume, {
            limit: formatBytes(RESUME_MAX_BYTES, locale),
          })}
          words={careersForm.resume}
          accept={RESUME_ACCEPT}
          checked={resume}
        />
      </div>
      <div className={styles.full}>
        <TextField {...form.field("interest")} />
      </div>
    </FormShell>
  );
}
