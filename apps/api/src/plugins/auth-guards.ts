/**
 * Route guards, the server's enforcement of docs/product.md section 6 (design brief section 6). Use
 * `onRequest: [requireSignedIn]` or `onRequest: [requireRole("Administrator")]` so a visitor is refused
 * before the body is even read; `requireListingOwner` and `requireSelfOrAdmin` need the validated
 * params, so they go in `preHandler`.
 */
import { type Role, roleRank } from "@lwl/contracts/roles";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isAdministrator } from "../modules/access/policy.ts";
import { assertListingOwner } from "../modules/listings/policy.ts";
import { forbidden, HttpError, notFound } from "../shared/http-error.ts";
import type { Viewer } from "./auth.ts";

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
 * The viewer owns the listing, or is an Administrator (listings/policy.ts decides; this only wires it
 * to the request). `getListingId` may look the id up (an event's listing); null means not found.
 */
export function requireListingOwner<R extends FastifyRequest>(
  getListingId: (request: R) => number | null | Promise<number | null>,
): (request: R, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (isAdministrator(viewer)) return;
    const listingId = await getListingId(request);
    if (listingId === null) throw notFound("Listing");
    await assertListingOwner({ db: request.server.db }, viewer, listingId);
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
