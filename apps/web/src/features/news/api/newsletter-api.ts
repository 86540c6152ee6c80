import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ConfirmResponse, SubscribeRequest, SubscribeResponse } from "@lwl/contracts/newsletter";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getJson, postJson, withQuery } from "../../../lib/http.ts";

const base = `${SERVICE_BASE.news}/subscriptions`;

export function useSubscribe() {
  return useMutation({
    mutationFn: (request: SubscribeRequest) => postJson<SubscribeResponse>(base, request),
  });
}

/** Confirming changes state on the server, but is idempotent: a second visit answers "already confirmed". */
export function useConfirmSubscription(token: string) {
  return useQuery({
    queryKey: ["newsletter", "confirm", token] as const,
    queryFn: ({ signal }) => getJson<ConfirmResponse>(withQuery(`${base}/confirm`, { token }), signal),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => postJson<{ message: string }>(withQuery(`${base}/unsubscribe`, { token }), {}),
  });
}
