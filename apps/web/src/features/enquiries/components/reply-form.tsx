import { ENQUIRY_LIMITS, type EnquiryReplyWrite, enquiryReplyWriteSchema } from "@lwl/contracts/enquiries";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";

const SEND_FAILED = "We could not send your reply. Please try again.";

/** The owner's answer, e-mailed to the enquirer; checked with the contract's schema. */
export function ReplyForm({ onSend }: { onSend(reply: EnquiryReplyWrite): Promise<unknown> }) {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm<{ body: string }, EnquiryReplyWrite>({
    schema: enquiryReplyWriteSchema,
    defaultValues: { body: "" },
    labels: { body: "Your reply" },
  });
  const sending = form.formState.isSubmitting;
  const submit = onSubmit(async (reply) => {
    try {
      await onSend(reply);
      form.reset({ body: "" });
    } catch (error) {
      showRequestError(error, SEND_FAILED);
    }
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextAreaField
        required
        rows={3}
        maxLength={ENQUIRY_LIMITS.reply}
        hint="Sent to the enquirer by e-mail; their answer comes back to your e-mail."
        {...field("body")}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" size="small" disabled={sending}>
          {sending ? "Sending…" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
