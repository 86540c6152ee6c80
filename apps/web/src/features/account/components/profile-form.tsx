import { FULL_NAME_MAX_LENGTH, PICTURE_URL_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import type { UserProfile } from "@lwl/contracts/users";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { mobileProblem, noProblems, pictureUrlProblem } from "../../../lib/form-checks.ts";
import { useUpdateUser } from "../api/update-user.ts";

interface ProfileValues {
  pictureUrl: string;
  fullName: string;
  mobile: string;
}
type ProfileField = keyof ProfileValues;

const valuesOf = (profile: UserProfile): ProfileValues => ({
  pictureUrl: profile.pictureUrl ?? "",
  fullName: profile.fullName,
  mobile: profile.mobile ?? "",
});

function problemsOf(values: ProfileValues): Partial<Record<ProfileField, string | null>> {
  return {
    pictureUrl: pictureUrlProblem(values.pictureUrl),
    fullName: values.fullName.trim() === "" ? "Enter your full name." : null,
    mobile: mobileProblem(values.mobile),
  };
}

/** Edits the three updatable profile fields (spec section 3). Empty picture or mobile removes it. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const saved = valuesOf(profile);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [problems, setProblems] = useState<Partial<Record<ProfileField, string | null>>>({});
  const update = useUpdateUser(profile.userId);
  const changed = (Object.keys(saved) as ProfileField[]).some((field) => values[field].trim() !== saved[field]);

  const edit = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (!noProblems(found)) return;
    update.mutate(
      { pictureUrl: values.pictureUrl.trim(), fullName: values.fullName.trim(), mobile: values.mobile.trim() },
      {
        onSuccess: (fields) => {
          setValues({ pictureUrl: fields.pictureUrl ?? "", fullName: fields.fullName, mobile: fields.mobile ?? "" });
          toast.success("Your profile has been saved.");
        },
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Edit your profile">
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={FULL_NAME_MAX_LENGTH}
        value={values.fullName}
        error={problems.fullName}
        onChange={edit("fullName")}
      />
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        value={values.mobile}
        error={problems.mobile}
        onChange={edit("mobile")}
        hint="For example +91 98765 43210. Leave empty to remove it."
      />
      <TextField
        label="Picture URL"
        name="pictureUrl"
        type="url"
        inputMode="url"
        autoComplete="photo"
        maxLength={PICTURE_URL_MAX_LENGTH}
        value={values.pictureUrl}
        error={problems.pictureUrl}
        onChange={edit("pictureUrl")}
        hint="The address of a square picture of you, starting with https://. Leave empty for your initials."
      />
      <FormAlert tone="error">{update.isError ? update.error.message : null}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={update.isPending || !changed}>
          {update.isPending ? "Saving…" : "Save changes"}
        </Button>
        {changed && !update.isPending ? (
          <Button variant="outline" onClick={() => setValues(saved)}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
