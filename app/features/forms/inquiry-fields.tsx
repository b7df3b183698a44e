import { TextField } from "~/components/ui/text-field";
import styles from "./form.module.css";
import type { useInquiryForm } from "./use-inquiry-form";
import type { FieldName } from "./validation";

/**
 * The business inquiry's own fields, in its order: name, company, e-mail, phone, then the message
 * across the form. The contact form is these; the quote request asks the same after its list.
 */
export function InquiryFields({ form }: { form: ReturnType<typeof useInquiryForm<FieldName>> }) {
  return (
    <>
      <TextField {...form.field("name")} />
      <TextField {...form.field("company")} />
      <TextField {...form.field("email")} />
      <TextField {...form.field("contact")} />
      <div className={styles.full}>
        <TextField {...form.field("interest")} />
      </div>
    </>
  );
}
