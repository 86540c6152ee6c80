import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

async function mailsTo(dataDir: string, address: string): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, "outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8")) as OutboxMail),
  );
  return mails
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * The newest e-mail to an address whose subject matches, once the server has written it to its outbox
 * (DATA_DIR/outbox/*.json; sending happens after the answer, so it may take a moment).
 */
export async function newestMail(
  dataDir: string,
  address: string,
  subject: RegExp,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    const found = (await mailsTo(dataDir, address)).filter(
      (mail) => subject.test(mail.subject) && (!options.after || mail.sentAt > options.after),
    );
    const newest = found.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${address} matching ${subject} arrived in the outbox`);
}

/** The first link of the e-mail that points at a page of the site (e.g. /verify?token=...). */
export function linkTo(mail: OutboxMail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.toLowerCase() === pathname.toLowerCase());
  if (!link) throw new Error(`the e-mail "${mail.subject}" has no ${pathname} link: ${mail.links.join(", ")}`);
  return link;
}
