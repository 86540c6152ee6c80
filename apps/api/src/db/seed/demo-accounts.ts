/** The demo accounts: one per role, plus a second reader. Tests and the README sign in with these. */
import type { Role } from "@lwl/contracts/roles";
import { hash } from "@node-rs/argon2";
import type { users } from "../schema.ts";
import { addDays, DEMO_NOW } from "./demo-clock.ts";
import { avatarPath, avatarSvg, type MediaFile, mediaUrl } from "./demo-media.ts";
import { Random } from "./random.ts";

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  fullName: string;
}

export const DEMO_ACCOUNTS = {
  admin: {
    email: "admin@learnwithoutlimits.example",
    password: "Admin#2026",
    role: "Administrator",
    fullName: "Asha Raman",
  },
  owner: {
    email: "owner@learnwithoutlimits.example",
    password: "Owner#2026",
    role: "ListingOwner",
    fullName: "Vikram Mehta",
  },
  owner2: {
    email: "owner2@learnwithoutlimits.example",
    password: "Owner2#2026",
    role: "ListingOwner",
    fullName: "Priya Nair",
  },
  reader: {
    email: "reader@learnwithoutlimits.example",
    password: "Reader#2026",
    role: "Reader",
    fullName: "Rahul Verma",
  },
  reader2: {
    email: "meera@learnwithoutlimits.example",
    password: "Reader#2026",
    role: "Reader",
    fullName: "Meera Iyer",
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
export const DEMO_ACCOUNT_LIST: readonly DemoAccount[] = Object.values(DEMO_ACCOUNTS);

const MOBILES: Record<DemoAccountKey, string> = {
  admin: "+91 98200 11001",
  owner: "+91 98200 11002",
  owner2: "+91 98200 11003",
  reader: "+91 98200 11004",
  reader2: "+91 98200 11005",
};
const AVATAR_COLOURS: Record<DemoAccountKey, string> = {
  admin: "#1565c0",
  owner: "#2e7d32",
  owner2: "#f57c00",
  reader: "#6a1b9a",
  reader2: "#00838f",
};

export type UserRow = typeof users.$inferInsert & { id: string; username: string };

/** docs/product.md section 5: the e-mail prefix plus 3 characters, at most 10 characters. */
export function demoUsername(email: string, rng: Random): string {
  const prefix = (email.split("@")[0] ?? "user").toLowerCase().replace(/[^a-z0-9]/g, "");
  return `${prefix.slice(0, 7)}${rng.chars(3)}`;
}

/** A UUID (version 4 layout) from the generator, so the demo users have the same ids on every run. */
export function deterministicUuid(rng: Random): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = ((rng.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** User rows for the demo accounts (each distinct password hashed once) and their avatar images. */
export async function buildDemoUsers(): Promise<{ rows: Record<DemoAccountKey, UserRow>; files: MediaFile[] }> {
  const rng = new Random(20261101);
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNT_LIST) {
    if (!hashes.has(account.password)) hashes.set(account.password, await hash(account.password));
  }
  const files: MediaFile[] = [];
  const entries = (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map((key, index): [DemoAccountKey, UserRow] => {
    const account: DemoAccount = DEMO_ACCOUNTS[key];
    const username = demoUsername(account.email, rng);
    const picture = avatarPath(username);
    files.push({ path: picture, svg: avatarSvg(account.fullName, AVATAR_COLOURS[key]) });
    return [
      key,
      {
        id: deterministicUuid(rng),
        email: account.email,
        emailVerified: true,
        username,
        passwordHash: hashes.get(account.password) ?? null,
        fullName: account.fullName,
        mobile: MOBILES[key],
        pictureUrl: mediaUrl(picture),
        role: account.role,
        loginType: "Normal",
        createdAt: addDays(DEMO_NOW, -200 + index * 12),
      },
    ];
  });
  return { rows: Object.fromEntries(entries) as Record<DemoAccountKey, UserRow>, files };
}
