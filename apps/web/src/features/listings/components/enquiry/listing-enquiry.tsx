import type { EnquiryReceipt } from "@lwl/contracts/enquiries";
import { enquiryActionOf } from "@lwl/contracts/enquiry-texts";
import type { ListingType } from "@lwl/contracts/listings";
import { lazy, Suspense, useRef, useState } from "react";
import { FormAlert } from "../../../../components/forms/form-alert.tsx";
import { buttonClassName } from "../../../../components/ui/button.tsx";
import { Panel } from "../../../../components/ui/panel.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useSession } from "../../../../lib/session/use-session.ts";
import { importOrReload } from "../../../../lib/stale-build.ts";
import styles from "./enquiry.module.css";

/** The form (zod, the form library) loads when the visitor opens it: the listing's page must not wait for it. */
const EnquiryForm = lazy(() =>
  importOrReload(() => import("./enquiry-form.tsx")).then((module) => ({ default: module.EnquiryForm })),
);

export interface EnquiredListing {
  id: number;
  name: string;
  type: ListingType;
  authorId: string | null;
  /** Published with nobody owning it: the enquiry goes to the site's team (the API decides the same). */
  claimable: boolean;
}

/**
 * "Ask about admission" (college, school) or "Book a demo class" (tutor) on a listing's page (issue 27
 * item 4): the button opens the form in place; once sent, the visitor reads where it went. A listing
 * nobody owns says before anything is sent that the site's team receives it. Its owner sees no form.
 */
export function ListingEnquiry({ listing }: { listing: EnquiredListing }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<EnquiryReceipt | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const action = enquiryActionOf(listing.type);
  if (user && listing.authorId === user.userId && !listing.claimable) return null;

  const close = () => {
    setOpen(false);
    // Back to the button that opened it, once it is drawn again.
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  return (
    <Panel title={action}>
      <div className={styles.panelBody}>
        {listing.claimable ? (
          <p className={styles.notice}>
            {listing.name} has no owner on our site yet: your enquiry goes to our team, who will pass it on or answer.
          </p>
        ) : (
          <p className={styles.muted}>Your enquiry goes to the people who run {listing.name}, by e-mail.</p>
        )}
        <FormAlert tone="success">{receipt ? receipt.message : null}</FormAlert>
        {open ? (
          <Suspense fallback={<Spinner size="small" label="Loading the form…" />}>
            <EnquiryForm
              listing={listing}
              action={action}
              onSent={(sent) => {
                setReceipt(sent);
                close();
              }}
              onCancel={close}
            />
          </Suspense>
        ) : (
          <div>
            <button
              ref={openerRef}
              type="button"
              className={buttonClassName("primary", "small")}
              onClick={() => setOpen(true)}
            >
              {receipt ? "Send another enquiry" : action}
            </button>
          </div>
        )}
      </div>
    </Panel>
  );
}
