import type { Listing } from "@lwl/contracts/listings";
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from "../../../components/ui/icons.tsx";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { addressLines, displayHost, externalHref, mapLink } from "../../../lib/address.ts";
import styles from "./listing-detail.module.css";

/** Where the listing is and how to reach it: phone (tel:), e-mail (mailto:) and website links. */
export function ListingContact({ listing }: { listing: Listing }) {
  const { contact, fullAddress } = listing;
  const map = mapLink(fullAddress);
  return (
    <InfoList
      items={[
        {
          label: "Address",
          icon: <PinIcon />,
          value: (
            <>
              <address className={styles.address}>
                {addressLines(fullAddress).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {map ? (
                <a href={map} target="_blank" rel="noopener noreferrer">
                  View on map<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          ),
        },
        {
          label: "Phone",
          icon: <PhoneIcon />,
          value: contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a> : null,
        },
        {
          label: "E-mail",
          icon: <MailIcon />,
          value: contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null,
        },
        {
          label: "Website",
          icon: <GlobeIcon />,
          value: contact.website ? (
            <a href={externalHref(contact.website)} target="_blank" rel="noopener noreferrer">
              {displayHost(contact.website)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null,
        },
      ]}
    />
  );
}
