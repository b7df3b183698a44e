import { useEffect, useRef, useState } from "react";
import { TextField } from "~/components/ui/text-field";
import { useContent, useLocale } from "~/content/use-content";
import styles from "~/features/forms/form.module.css";
import { FormShell } from "~/features/forms/form-shell";
import { useFormWords } from "~/features/forms/form-words";
import { useCaptcha } from "~/features/forms/use-captcha";
import { type SendValues, useInquiryForm } from "~/features/forms/use-inquiry-form";
import { sendEmail } from "~/lib/email-client";
import { env } from "~/lib/env";
import { useSite } from "~/site";
import { buildApplicationData } from "./application-form";
import { checkResume, checkResumeContent } from "./resume-checks";
import { ResumeField, type ResumeState } from "./resume-field";

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
  const [resume, setResumeState] = useState<ResumeState>({});
  const resumeInput = useRef<HTMLInputElement>(null);
  // The latest résumé decision and the check still reading a file, for a submit made meanwhile.
  const latestResume = useRef<ResumeState>({});
  const pendingCheck = useRef<Promise<void>>(Promise.resolve());
  const checkRun = useRef(0);

  function setResume(next: ResumeState) {
    latestResume.current = next;
    setResumeState(next);
  }

  function clearResume() {
    checkRun.current += 1;
    if (resumeInput.current) resumeInput.current.value = "";
    setResume({});
  }

  async function sendApplication(values: SendValues<CareersField>) {
    // Reading a file's first bytes takes a moment: a submit in that moment waits for the verdict.
    await pendingCheck.current;
    const { file, error } = latestResume.current;
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
    hasOtherErrors: Boolean(resume.error),
    captcha: captcha.answer,
    send: sendApplication,
    onSent: () => {
      clearResume();
      captcha.reset();
    },
  });

  // A résumé chosen before the page's scripts ran is still in the picker: check and keep it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates.
  useEffect(() => {
    const chosen = resumeInput.current?.files?.[0];
    if (chosen) chooseResume(chosen);
  }, []);

  function chooseResume(file: File | undefined) {
    // Some browsers report a cancelled dialog as an empty choice: keep what was chosen before.
    if (!file) return;
    checkRun.current += 1;
    const run = checkRun.current;
    pendingCheck.current = (async () => {
      const error =
        checkResume(file, formMessages) ?? (await checkResumeContent(file, formMessages));
      // A later choice, or Remove, replaced this one while its bytes were read.
      if (run !== checkRun.current) return;
      if (!error) {
        setResume({ file });
        return;
      }
      // A refused file is not kept: clear the picker so it can never be posted.
      if (resumeInput.current) resumeInput.current.value = "";
      setResume({ refusedName: file.name, error });
    })();
  }

  function removeResume() {
    clearResume();
    resumeInput.current?.focus();
  }

  return (
    <FormShell
      form={form}
      text={careersForm}
      fallbackEmail={site.careersEmail}
      encType="multipart/form-data"
      failureNote={resume.file ? careersForm.mailtoResume : undefined}
      captcha={captcha.element}
      onStart={captcha.start}
    >
      <TextField {...form.field("name")} />
      <TextField {...form.field("contact")} />
      <div className={styles.full}>
        <TextField {...form.field("email")} />
      </div>
      <div className={styles.full}>
        <ResumeField
          id={form.fieldId("resume")}
          resume={resume}
          inputRef={resumeInput}
          onChoose={chooseResume}
          onRemove={removeResume}
        />
      </div>
      <div className={styles.full}>
        <TextField {...form.field("interest")} />
      </div>
    </FormShell>
  );
}
