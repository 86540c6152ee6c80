import { FULL_NAME_MAX_LENGTH, MOBILE_MAX_LENGTH, PICTURE_URL_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import { type UserProfile, updateProfileRequestSchema } from "@lwl/contracts/users";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useUpdateUser } from "../api/update-user.ts";

interface ProfileValues {
  pictureUrl: string;
  fullName: string;
  mobile: string;
}

const LABELS = { fullName: "Full name", mobile: "Mobile number", pictureUrl: "Picture URL" } as const;
const UPDATE_FAILED = "Failed to update user data";

const valuesOf = (profile: Pick<UserProfile, "pictureUrl" | "fullName" | "mobile">): ProfileValues => ({
  pictureUrl: profile.pictureUrl ?? "",
  fullName: profile.fullName,
  mobile: profile.mobile ?? "",
});

/**
 * Edits the three updatable profile fields (docs/product.md section 3), checked with the contract's PATCH schema.
 * An empty picture or mobile removes it.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const saved = valuesOf(profile);
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    // The form always sends all three fields, so the schema's "at least one" holds.
    schema: updateProfileRequestSchema,
    defaultValues: saved,
    labels: LABELS,
  });
  const update = useUpdateUser(profile.userId);
  const current = form.watch();
  const changed = (Object.keys(saved) as (keyof ProfileValues)[]).some(
    (name) => (current[name] ?? "").trim() !== saved[name],
  );

  const submit = onSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (fields) => {
        form.reset(valuesOf(fields));
        toast.success("Your profile has been saved.");
      },
      onError: (error) => showRequestError(error, UPDATE_FAILED),
    }),
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Edit your profile">
      <TextField autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} {...field("fullName")} />
      <TextField
        type="tel"
        autoComplete="tel"
        maxLength={MOBILE_MAX_LENGTH}
        hint="For example +91 98765 43210. Leave empty to remove it."
        {...field("mobile")}
      />
      <TextField
        type="url"
        inputMode="url"
        autoComplete="photo"
        maxLength={PICTURE_URL_MAX_LENGTH}
        hint="The address of a square picture of you, starting with https://. Leave empty for your initials."
        {...field("pictureUrl")}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={update.isPending || !changed}>
          {update.isPending ? "Saving…" : "Save changes"}
        </Button>
        {changed && !update.isPending ? (
          <Button variant="outline" onClick={() => form.reset(saved)}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
