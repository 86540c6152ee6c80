import { SHORT_DESCRIPTION_MAX_LENGTH } from "@lwl/contracts/content-rules";
import { EDITORIAL_CATEGORIES } from "@lwl/contracts/news-categories";
import type { OwnerPost, PostCreate, PostUpdate, PostUpdateInput, PostVersion } from "@lwl/contracts/post-writes";
import { useMemo } from "react";
import { Controller, type Path } from "react-hook-form";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import type { ContentFieldsProps } from "../content-kind.ts";
import { ImageField } from "./image-field.tsx";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

/** The post as the form holds it; tags are typed as one line, separated by commas. */
export interface PostFormValues {
  title: string;
  category: string;
  tags: string;
  shortDescription: string;
  content: string;
  imgUrl: string;
}

export const POST_LABELS = {
  title: "Title",
  category: "Category",
  tags: "Tags",
  shortDescription: "Short description",
  content: "Article",
  imgUrl: "Image",
} as const satisfies Record<Path<PostFormValues>, string>;

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

/** The post form's boxes (of /create-post/{listingId} and /edit-post/{id}). */
export function PostFields({ form, field, initial }: ContentFieldsProps<PostFormValues, PostCreate | PostUpdate>) {
  // A post saved under a category the list no longer has keeps it as a choice.
  const categories = useMemo(
    () =>
      initial.category && !CATEGORY_OPTIONS.some((option) => option.value === initial.category)
        ? [...CATEGORY_OPTIONS, { value: initial.category, label: initial.category }]
        : CATEGORY_OPTIONS,
    [initial.category],
  );
  return (
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
  );
}
