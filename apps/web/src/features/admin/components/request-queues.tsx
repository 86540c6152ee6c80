import type { AdminClaimRequest, AdminOwnershipRequest, Requester } from "@lwl/contracts/ownership";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { listingPath } from "../../../lib/paths.ts";
import styles from "../admin.module.css";
import { useAdminContext } from "../admin-context.tsx";
import {
  approveClaimRequest,
  approveOwnerRequest,
  getClaimRequests,
  getOwnerRequests,
  rejectClaimRequest,
  rejectOwnerRequest,
} from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { ModerationQueue } from "./moderation-queue.tsx";
import { PrivateDocumentLink } from "./private-document-link.tsx";

const who = (requester: Requester) => requester.fullName || requester.email;
const statusLine = (item: { status: string; createdAt: string }) =>
  `${item.status === "PENDING" ? "Waiting" : item.status.toLowerCase()} · ${formatShortDate(item.createdAt)}`;

function Decision({ item }: { item: { status: string; rejectReason: string | null; decidedAt: string | null } }) {
  if (item.status === "PENDING") return null;
  return (
    <p className={styles.decided} role="note">
      {item.status === "APPROVED" ? "Approved" : item.status === "REJECTED" ? "Rejected" : "Cancelled"}
      {item.decidedAt ? ` on ${formatShortDate(item.decidedAt)}` : ""}
      {item.rejectReason ? `: ${item.rejectReason}` : "."}
    </p>
  );
}

/** "Become a listing owner" requests (type OWNERSHIPCLAIM in the spec's paging state): pending first. */
export function OwnerRequestQueue() {
  const { decide } = useAdminContext();
  const list = usePagedList("OWNERSHIPCLAIM", getOwnerRequests);
  return (
    <ModerationQueue<AdminOwnershipRequest>
      list={list}
      noun={{ one: "owner request", other: "owner requests" }}
      keyOf={(item) => item.id}
      titleOf={(item) => `${who(item.requester)} for ${item.organisationName}`}
      summaryOf={statusLine}
      isOpen={(item) => item.status === "PENDING"}
      renderDetails={(item) => (
        <>
          <Decision item={item} />
          <InfoList
            items={[
              { label: "Requested by", value: `${who(item.requester)} (${item.requester.email})` },
              { label: "Organisation", value: item.organisationName },
              { label: "Position", value: item.position },
              { label: "Phone", value: item.phone },
              { label: "Website", value: item.website },
              { label: "Message", value: <span className={styles.preLine}>{item.message}</span>, wide: true },
              { label: "Sent", value: formatShortDate(item.createdAt) },
            ]}
          />
        </>
      )}
      approve={(item) =>
        decide(() => approveOwnerRequest(item.id), {
          done: `${who(item.requester)} is now a listing owner.`,
          failed: "Could not approve the owner request.",
        })
      }
      reject={(item, reason) =>
        decide(() => rejectOwnerRequest(item.id, reason), {
          done: "Owner request rejected.",
          failed: "Could not reject the owner request.",
        })
      }
    />
  );
}

/** Claims on listings (LISTINGCLAIM): the evidence and the private document. */
export function ClaimRequestQueue() {
  const { decide } = useAdminContext();
  const list = usePagedList("LISTINGCLAIM", getClaimRequests);
  return (
    <ModerationQueue<AdminClaimRequest>
      list={list}
      noun={{ one: "claim request", other: "claim requests" }}
      keyOf={(item) => item.id}
      titleOf={(item) => `${who(item.requester)} claims ${item.listingName}`}
      summaryOf={statusLine}
      isOpen={(item) => item.status === "PENDING"}
      renderDetails={(item) => (
        <>
          <Decision item={item} />
          <InfoList
            items={[
              { label: "Claimed by", value: `${who(item.requester)} (${item.requester.email})` },
              {
                label: "Listing",
                value: (
                  <a href={listingPath({ id: item.listingId, name: item.listingName })} target="_blank" rel="noopener">
                    {item.listingName} (opens in a new tab)
                  </a>
                ),
              },
              { label: "Relationship", value: item.relationship },
              { label: "Evidence", value: <span className={styles.preLine}>{item.evidence}</span>, wide: true },
              { label: "Contact e-mail", value: item.contactEmail },
              { label: "Contact phone", value: item.contactPhone },
              {
                label: "Document",
                value: item.documentUrl ? <PrivateDocumentLink path={item.documentUrl} /> : "None attached",
              },
              { label: "Sent", value: formatShortDate(item.createdAt) },
            ]}
          />
        </>
      )}
      approve={(item) =>
        decide(() => approveClaimRequest(item.id), {
          done: `${who(item.requester)} now manages ${item.listingName}.`,
          failed: "Could not approve the claim.",
        })
      }
      reject={(item, reason) =>
        decide(() => rejectClaimRequest(item.id, reason), {
          done: "Claim rejected.",
          failed: "Could not reject the claim.",
        })
      }
    />
  );
}
