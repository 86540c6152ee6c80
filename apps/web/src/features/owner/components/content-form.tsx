import { useMemo } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import type { ContentKind, FormTarget, ModeratedItem } from "../content-kind.ts";
import styles from "./owner-forms.module.css";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";

interface ContentFormProps<Item extends ModeratedItem, Values extends FieldValues, Body> extends FormTarget {
  kind: ContentKind<Item, Values, Body>;
  initial: Values;
  onSaved(item: NoInfer<Item>): void;
}

/**
 * The form of every kind's create and edit page: the kind's fields, checked by its contract before anything
 * is sent, saved through its API; the server's field issues (400) show beside their fields, and leaving
 * with unsaved changes asks first.
 */
export function ContentForm<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
  initial,
  itemId,
  listingId,
  onSaved,
}: ContentFormProps<Item, Values, Body>) {
  const schema = useMemo(() => kind.schema({ itemId, listingId }), [kind, itemId, listingId]);
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema,
    defaultValues: initial as DefaultValues<Values>,
    labels: kind.labels,
    serverFields: kind.serverFields,
  });
  const save = kind.api.useSaveItem(itemId);
  const { Fields } = kind;

  const submit = onSubmit((body) =>
    save.mutateAsync(body).then(
      (saved) => {
        form.reset(form.getValues());
        onSaved(saved);
      },
      (error: unknown) => {
        showRequestError(error, `The ${kind.noun} could not be saved. Please try again.`);
      },
    ),
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={itemId === null ? kind.newItemLabel : `Edit the ${kind.noun}`}
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty && !save.isSuccess} />
      <Fields form={form} field={field} initial={initial} />
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={`${styles.actions} ${styles.stickyActions}`}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : itemId === null ? `Submit ${kind.noun}` : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
