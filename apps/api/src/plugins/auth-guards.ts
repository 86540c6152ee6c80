/**
 * Route guards, the server's enforcement of spec section 6 (design brief section 6). Use
 * `onRequest: [requireSignedIn]` or `onRequest: [requireRole("Administrator")]` so a visitor is refused
 * before the body is even read; `requireListingOwner` and `requireSelfOrAdmin` need the validated
 * params, so they go in `preHandler`.
 */
import { type Role, roleRank } from "@lwl/contracts/roles";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { listings } from "../db/schema.ts";
import type { Viewer } from "./auth.ts";
import { forbidden, HttpError, notFound } from "./http-error.ts";

export const SIGN_IN_REQUIRED = "Sign in to continue: this needs a valid access token.";

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The viewer, or a 401 (with the reason a sent token was refused). */
export function viewerOf(request: FastifyRequest, reply?: FastifyReply): Viewer {
  if (request.viewer) return request.viewer;
  const problem = request.authProblem;
  reply?.header(
    "www-authenticate",
    problem ? `Bearer error="invalid_token", error_description="${problem}"` : 'Bearer realm="api"',
  );
  throw new HttpError(401, problem ?? SIGN_IN_REQUIRED);
}

export function hasRole(viewer: Viewer, role: Role): boolean {
  return roleRank(viewer.role) >= roleRank(role);
}

export const requireSignedIn: Guard = async (request, reply) => {
  viewerOf(request, reply);
};

/** At least this role (Reader < ListingOwner < Administrator); 403 for a signed-in user below it. */
export function requireRole(role: Role): Guard {
  return async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!hasRole(viewer, role)) throw forbidden(`This needs the ${role} role.`);
  };
}

/**
 * The viewer owns the listing (its author_id is the viewer), or is an Administrator, who skips
 * ownership checks. `getListingId` may look the id up (an event's listing); null means not found.
 */
export function requireListingOwner<R extends FastifyRequest>(
  getListingId: (request: R) => number | null | Promise<number | null>,
): (request: R, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (hasRole(viewer, "Administrator")) return;
    const listingId = await getListingId(request);
    if (listingId === null) throw notFound("Listing not found");
    const [listing] = await request.server.db
      .select({ authorId: listings.authorId })
      .from(listings)
      .where(eq(listings.id, listingId))
      .limit(1);
    if (!listing) throw notFound(`Listing ${listingId} not found`);
    if (listing.authorId !== viewer.userId) throw forbidden("This listing does not belong to you.");
  };
}

/** The viewer is the user named in the request (their own profile, requests...), or an Administrator. */
export function requireSelfOrAdmin<R extends FastifyRequest>(
  getUserId: (request: R) => string,
): (request: R, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (viewer.userId !== getUserId(request).toLowerCase() && !hasRole(viewer, "Administrator")) {
      throw forbidden("You can only do this for your own account.");
    }
  };
}
