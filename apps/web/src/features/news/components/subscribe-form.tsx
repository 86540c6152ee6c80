import type { NewsCategory } from "@lwl/contracts/blogs";
import { subscribeRequestSchema } from "@lwl/contracts/newsletter";
import { EMAIL_MAX_LENGTH } from "@lwl/contracts/text-rules";
import { useState } from "react";
import { z } from "zod";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useSubscribe } from "../api/newsletter-api.ts";
import styles from "./news.module.css";
import { capitalise } from "./news-text.ts";

const NOT_SENT = "We could not subscribe you just now. Please check your connection and try again.";
const formSchema = z.object({
  email: subscribeRequestSchema.shape.email,
  categories: z.array(z.string()),
});

/**
 * The newsletter form: an address and, on the full form, the categories wanted (none = all). The
 * server answers the same whether or not the address was already subscribed.
 */
export function SubscribeForm({
  email = "",
  categories,
  compact = false,
}: {
  email?: string;
  /** Offered as choices when given (the /subscribeform page). */
  categories?: NewsCategory[];
  compact?: boolean;
}) {
  const { field, form, formError, showRequestError, setFormError, onSubmit } = useContractForm({
    schema: formSchema,
    defaultValues: { email, categories: [] },
    labels: { email: "E-mail address", categories: "Categories" },
  });
  const [sent, setSent] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const submit = onSubmit((values) => {
    setSent(null);
    subscribe.mutate(
      { email: values.email, ...(values.categories.length > 0 ? { categories: values.categories } : {}) },
      {
        onSuccess: (answer) => {
          setFormError(null);
          setSent(answer.message);
        },
        onError: (error) => showRequestError(error, NOT_SENT),
      },
    );
  });
  return (
    <form
      className={compact ? styles.subscribeForm : formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label="Newsletter subscription"
    >
      <TextField type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} {...field("email")} />
      {categories && categories.length > 0 ? (
        <fieldset className={styles.categoryChoices}>
          <legend>Categories (leave all empty for every category)</legend>
          {categories.map((category) => (
            <label key={category.slug}>
              <input type="checkbox" value={category.slug} {...form.register("categories")} />
              {capitalise(category.name)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? "Subscribing…" : "Subscribe"}
      </Button>
      <div className={compact ? styles.subscribeOutcome : undefined}>
        <FormAlert tone={sent ? "success" : "error"}>{sent ?? formError}</FormAlert>
      </div>
    </form>
  );
}
