/**
 * The one way to build a form: react-hook-form, validated by a schema made of the contract's rules
 * (packages/contracts), with the server's field issues shown beside their fields. Form pages are
 * loaded lazily, so zod and the form library stay out of the landing page's first script.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useState } from "react";
import { type DefaultValues, type FieldValues, get, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { describeRequestError } from "../../lib/request-errors.ts";
import { fieldMessage } from "./field-message.ts";

// The server's Content-Security-Policy forbids eval: zod must not even probe for it (the probe is reported).
z.config({ jitless: true });

/** Said above the form when every problem the server found is shown beside its field. */
export const CORRECT_THE_FIELDS = "Please correct the highlighted fields.";

type Schema<Values extends FieldValues, Output> = z.ZodType<Output, Values>;

export interface ContractFormOptions<Values extends FieldValues, Output> {
  schema: Schema<Values, Output>;
  defaultValues: DefaultValues<Values>;
  /** Each field's label: shown above its box, and the subject of the messages beside it. */
  labels: Record<Path<Values>, string>;
  /** The server's field paths that differ from the form's names, e.g. `user_metadata.full_name` → `fullName`. */
  serverFields?: Partial<Record<string, Path<Values>>>;
}

export interface FieldProps<Values extends FieldValues> extends ReturnType<UseFormReturn<Values>["register"]> {
  name: Path<Values>;
  label: string;
  error: string | null;
}

export interface ContractForm<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Everything a TextField, PasswordField or TextAreaField needs for this field: register, label, error. */
  field(name: Path<Values>): FieldProps<Values>;
  /** The form-level message (FormAlert), or null. */
  formError: string | null;
  setFormError(message: string | null): void;
  /**
   * Shows a failed request: field issues beside their fields, the rest (or the server's words) above.
   * Answers the form-level message it set.
   */
  showRequestError(error: unknown, fallback: string): string;
  /** The form's onSubmit: checks every field first and sends only valid, parsed values. */
  onSubmit(send: (values: Output) => unknown): (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The message of a field's error: nested fields (`address.city`) have their errors nested the same way; a
 * list held in one box has its entries' errors under it (the first one is shown), a list of rows its own
 * under `root` (react-hook-form's place for a field array's error).
 */
function errorMessage(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { message, root } = error as { message?: unknown; root?: unknown };
  if (typeof message === "string" && message !== "") return message;
  if (root !== undefined) return errorMessage(root);
  if (Array.isArray(error)) {
    for (const entry of error) {
      const inner = errorMessage(entry);
      if (inner !== null) return inner;
    }
  }
  return null;
}

export function useContractForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  labels,
  serverFields = {},
}: ContractFormOptions<Values, Output>): ContractForm<Values, Output> {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    // Problems show once someone tries to send, then clear (or change) as the field is corrected.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  /** A field's label; a box of a list's row (`details.courses.0.name`) has the one of every row (`details.courses.name`). */
  const labelOf = (name: string): string | undefined => {
    const key = Object.hasOwn(labels, name) ? name : name.replace(/\.\d+(?=\.)/g, "");
    return Object.hasOwn(labels, key) ? labels[key as Path<Values>] : undefined;
  };

  const field = (name: Path<Values>): FieldProps<Values> => {
    const label = labelOf(name) ?? name;
    const message = errorMessage(get(errors, name));
    return {
      ...form.register(name),
      name,
      label,
      error: message === null ? null : fieldMessage(message, label, labelOf),
    };
  };

  /** The form field a server issue is about, if the form has it. */
  const fieldFor = (path: string): Path<Values> | undefined => {
    if (Object.hasOwn(serverFields, path)) return serverFields[path];
    if (labelOf(path) !== undefined) return path as Path<Values>;
    // An entry of a list the form holds in one box, one entry a line (`details.subjects.2`): that box.
    const list = path.replace(/\.\d+$/, "");
    return list !== path && Object.hasOwn(labels, list) ? (list as Path<Values>) : undefined;
  };

  const showRequestError = (error: unknown, fallback: string): string => {
    const report = describeRequestError(error, fallback);
    const elsewhere: string[] = [];
    let first = true;
    for (const issue of report.issues) {
      const name = fieldFor(issue.path);
      if (name === undefined) {
        elsewhere.push(issue.message);
        continue;
      }
      form.setError(name, { type: "server", message: issue.message }, { shouldFocus: first });
      first = false;
    }
    const message =
      report.issues.length === 0 ? report.message : elsewhere.length > 0 ? elsewhere.join(" ") : CORRECT_THE_FIELDS;
    setFormError(message);
    return message;
  };

  const onSubmit = (send: (values: Output) => unknown) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        await send(values);
      },
      // The last answer's message no longer applies: the fields say what to fix now.
      () => setFormError(null),
    );

  return { form, field, formError, setFormError, showRequestError, onSubmit };
}
