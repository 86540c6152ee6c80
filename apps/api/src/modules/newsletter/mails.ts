import type { MailMessage } from "../../shared/mailer.ts";

const SITE = "LEARN WITHOUT LIMITS";

export interface NewsletterLinks {
  /** The web page that confirms (GET /newsletter/confirm?token=...). */
  confirmPage?: string;
  /** The web page with the one-click unsubscribe button. */
  unsubscribePage: string;
  /** The API address mail programs POST to for a one-click unsubscribe (RFC 8058). */
  unsubscribeEndpoint: string;
}

/** Every newsletter mail carries its unsubscribe link in the text and in the headers mail programs show. */
function withUnsubscribe(message: Omit<MailMessage, "headers">, links: NewsletterLinks): MailMessage {
  return {
    ...message,
    text: `${message.text}\nTo stop receiving our newsletter, open this link:\n${links.unsubscribePage}\n`,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeEndpoint}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationMail(
  to: string,
  categories: string[],
  hours: number,
  links: NewsletterLinks & { confirmPage: string },
) {
  const which = categories.length > 0 ? `news about ${categories.join(", ")}` : "all our news";
  return withUnsubscribe(
    {
      to,
      subject: `Confirm your ${SITE} newsletter subscription`,
      text: [
        `Someone, hopefully you, asked to receive ${which} from ${SITE} at this address.`,
        "",
        `To confirm, open this link within ${hours} hours:`,
        links.confirmPage,
        "",
        "If you did not ask for it, ignore this mail: nothing will be sent without your confirmation.",
        "",
      ].join("\n"),
    },
    links,
  );
}

/** Sent instead of a confirmation when the address is already subscribed (the API answers the same). */
export function alreadySubscribedMail(to: string, links: NewsletterLinks) {
  return withUnsubscribe(
    {
      to,
      subject: `You are already subscribed to the ${SITE} newsletter`,
      text: [
        `Someone asked to subscribe this address to the ${SITE} newsletter. It is already subscribed, so nothing changes.`,
        "To choose other categories, unsubscribe with the link below and subscribe again.",
        "",
      ].join("\n"),
    },
    links,
  );
}
