import { type EnquiryAsker, type EnquiryWrite, enquiryWriteSchema } from "@lwl/contracts/enquiries";
import { z } from "zod";
import type { SessionUser } from "../../../../lib/session/session-user.ts";

/** The enquiry as the form holds it: nobody chosen yet is "". */
export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
  asker: EnquiryAsker | "";
  interest: string;
  message: string;
  consent: boolean;
}

export const ENQUIRY_LABELS: Record<keyof EnquiryFormValues, string> = {
  name: "Your name",
  email: "E-mail",
  phone: "Phone",
  asker: "Who is asking?",
  interest: "Course or grade of interest",
  message: "Your question",
  consent: "Consent",
};

/** A signed-in user's name, e-mail and phone are filled in; they may change them for this enquiry. */
export function emptyEnquiryValues(user: SessionUser | null): EnquiryFormValues {
  return {
    name: user?.fullName ?? "",
    email: user?.email ?? "",
    phone: user?.mobile ?? "",
    asker: "",
    interest: "",
    message: "",
    consent: false,
  };
}

/** The one gate: the form's values go to the contract (the server's own schema) as they are. */
export const enquiryFormSchema: z.ZodType<EnquiryWrite, EnquiryFormValues> = z
  .custom<EnquiryFormValues>()
  .pipe(enquiryWriteSchema as unknown as z.ZodType<EnquiryWrite, EnquiryFormValues>);
