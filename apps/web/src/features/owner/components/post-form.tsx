import { SHORT_DESCRIPTION_MAX_LENGTH } from "@lwl/contracts/content-rules";
import { EDITORIAL_CATEGORIES } from "@lwl/contracts/news-categories";
import {
  type OwnerPost,
  type PostUpdateInput,
  type PostVersion,
  postCreateSchema,
  postUpdateSchema,
} from "@lwl/contracts/post-writes";
import { useMemo } from "react";
import { Controller, type Path } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSavePost } from "../api/owner-posts.ts";
import { ImageField } from "./image-field.tsx";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";

/** The post as the form holds it; tags are typed as one line, separated by commas. */
export interface PostFormValues {
  title: string;
  category: string;
  tags: string;
  shortDescription: string;
  content: string;
  imgUrl: string;
}

const LABELS = {
  title: "Title",
  category: "Category",
  tags: "Tags",
  shortDescription: "Short description",
  content: "Article",
  imgUrl: "Image",
} as const satisfies Record<Path<PostFormValues>, string>;

const SAVE_FAILED = "The post could not be saved. Please try again.";

const CATEGORY_OPTIONS = EDITORIAL_CATEGORIES.map((category) => ({ value: category.slug, label: category.name }));

export function emptyPostValues(): PostFormValues {
  return { title: "", category: "", tags: "", shortDescription: "", content: "", imgUrl: "" };
}

/** A saved post (with the changes waiting for review on top, if any) as the form holds it. */
export function postValues(post: OwnerPost): PostFormValues {
  const live: PostVersion = {
    title: post.title,
    category: post.category,
    tags: post.tags,
    shortDescription: post.shortDescription,
    content: post.content,
    imgUrl: post.imgUrl,
  };
  const version: PostVersion = { ...live, ...(post.pendingChanges ?? {}) };
  return {
    title: version.title,
    category: version.category,
    tags: version.tags.join(", "),
    shortDescription: version.shortDescription,
    content: version.content,
    imgUrl: version.imgUrl ?? "",
  };
}

export function postBody(values: PostFormValues): PostUpdateInput {
  return {
    ...values,
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

interface PostFormProps {
  initial: PostFormValues;
  /** The listing a new post is written for; null when editing. */
  listingId: number | null;
  /** The post being edited; null for a new one. */
  postId: number | null;
  onSaved(post: OwnerPost): void;
}

/** The post form of /create-post/{listingId} and /edit-post/{id}. */
export function PostForm({ initial, listingId, postId, onSaved }: PostFormProps) {
  const schema = useMemo(
    () =>
      postId === null
        ? z
            .custom<PostFormValues>()
            .transform((values) => ({ listingId: listingId ?? 0, ...postBody(values) }))
            .pipe(postCreateSchema)
        : z.custom<PostFormValues>().transform(postBody).pipe(postUpdateSchema),
    [postId, listingId],
  );
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema,
    defaultValues: initial,
    labels: LABELS,
  });
  const save = useSavePost(postId);
  const categories = useMemo(
    () =>
      initial.category && !CATEGORY_OPTIONS.some((option) => option.value === initial.category)
        ? [...CATEGORY_OPTIONS, { value: initial.category, label: initial.category }]
        : CATEGORY_OPTIONS,
    [initial.category],
  );

  const submit = onSubmit((body) =>
    save.mutateAsync(body).then(
      (saved) => {
        form.reset(form.getValues());
        onSaved(saved);
      },
      (error: unknown) => {
        showRequestError(error, SAVE_FAILED);
      },
    ),
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={postId === null ? "Write a post" : "Edit the post"}
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty && !save.isSuccess} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Post</legend>
        <TextField required maxLength={200} {...field("title")} />
        <div className={styles.row}>
          <SelectField required placeholder="Choose a category" options={categories} {...field("category")} />
          <TextField hint="Separated by commas, for example admissions, scholarships." {...field("tags")} />
        </div>
        <TextAreaField
          required
          rows={3}
          maxLength={SHORT_DESCRIPTION_MAX_LENGTH}
          hint={`Shown in lists and on cards; at most ${SHORT_DESCRIPTION_MAX_LENGTH} characters.`}
          {...field("shortDescription")}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field: { value, onChange, onBlur } }) => (
            <RichTextField {...field("content")} required value={value} onChange={onChange} onBlur={onBlur} />
          )}
        />
        <ImageField control={form.control} field={field("imgUrl")} />
      </fieldset>

      <FormAlert tone="error">{formError}</FormAlert>
      <div className={`${styles.actions} ${styles.stickyActions}`}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : postId === null ? "Submit post" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
