/**
 * The admin service's calls the console makes (docs/product.md section 7), all authenticated. Reasons
 * go as the body (a JSON string, which the server takes like a text body).
 */
import type { AdminUser, AdminUsersPage, AuditPage, UpdateAdminUserRequest } from "@lwl/contracts/admin-console";
import type { ApprovalContentType, ApprovalCounts, ApprovalItem } from "@lwl/contracts/approvals";
import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { SiteContent, SiteContentKey } from "@lwl/contracts/content";
import type { AdminClaimRequest, AdminOwnershipRequest } from "@lwl/contracts/ownership";
import type { Page } from "@lwl/contracts/paging";
import type { Role } from "@lwl/contracts/roles";
import { getJson, withQuery } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";

const BASE = SERVICE_BASE.admin;

export interface PageRequest {
  page: number;
  size: number;
  signal?: AbortSignal;
}

// ---------------------------------------------------------------- pending approvals

export function getPendingApprovals(type: ApprovalContentType, { page, size, signal }: PageRequest) {
  return authorizedJson<Page<ApprovalItem>>(withQuery(`${BASE}/admin/pendingapprovals/${type}`, { page, size }), {
    signal,
  });
}

export function getPendingCounts(signal?: AbortSignal) {
  return authorizedJson<ApprovalCounts>(`${BASE}/admin/pendingapprovals/refresh`, { signal });
}

export function approveContent(id: number) {
  return authorizedJson<ApprovalItem>(`${BASE}/admin/pendingapprovals/${id}/approve`, { method: "PUT" });
}

export function rejectContent(id: number, reason: string) {
  return authorizedJson<ApprovalItem>(`${BASE}/admin/pendingapprovals/${id}/reject`, { method: "PUT", body: reason });
}

// ---------------------------------------------------------------- owner requests and claims

export function getOwnerRequests({ page, size, signal }: PageRequest) {
  return authorizedJson<Page<AdminOwnershipRequest>>(withQuery(`${BASE}/requests/listing-owner`, { page, size }), {
    signal,
  });
}

export function getClaimRequests({ page, size, signal }: PageRequest) {
  return authorizedJson<Page<AdminClaimRequest>>(withQuery(`${BASE}/requests/listing-claim`, { page, size }), {
    signal,
  });
}

/** The approvals are GETs in the spec; the server takes POST too, which no link or prefetch can send. */
export function approveOwnerRequest(id: number) {
  return authorizedJson<AdminOwnershipRequest>(`${BASE}/requests/listing-owner/approve/${id}`, { method: "POST" });
}

export function rejectOwnerRequest(id: number, reason: string) {
  return authorizedJson<AdminOwnershipRequest>(`${BASE}/requests/listing-owner/reject/${id}`, {
    method: "POST",
    body: reason,
  });
}

export function approveClaimRequest(id: number) {
  return authorizedJson<AdminClaimRequest>(`${BASE}/requests/listing-claim/approve/${id}`, { method: "POST" });
}

export function rejectClaimRequest(id: number, reason: string) {
  return authorizedJson<AdminClaimRequest>(`${BASE}/requests/listing-claim/reject/${id}`, {
    method: "POST",
    body: reason,
  });
}

// ---------------------------------------------------------------- site texts, audit log, users

export function getSiteText(key: SiteContentKey, signal?: AbortSignal) {
  return getJson<SiteContent>(`${BASE}/content/${key}`, signal);
}

export function saveSiteText(key: SiteContentKey, html: string) {
  return authorizedJson<SiteContent>(`${BASE}/content/${key}`, { method: "PUT", body: { data: html } });
}

export interface AuditFilter {
  actor?: string;
  entity?: string;
}

export function getAuditLog({ page, size, signal }: PageRequest, filter: AuditFilter) {
  return authorizedJson<AuditPage>(withQuery(`${BASE}/audit`, { page, size, ...filter }), { signal });
}

export interface UsersFilter {
  query?: string;
  role?: Role;
}

export function getUsers({ page, size, signal }: PageRequest, filter: UsersFilter) {
  return authorizedJson<AdminUsersPage>(withQuery(`${BASE}/users`, { page, size, ...filter }), { signal });
}

export function updateUser(id: string, changes: UpdateAdminUserRequest) {
  return authorizedJson<AdminUser>(`${BASE}/users/${id}`, { method: "PUT", body: changes });
}
