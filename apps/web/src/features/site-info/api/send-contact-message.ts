import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ContactMessage, ContactReceipt } from "@lwl/contracts/contact";
import { useMutation } from "@tanstack/react-query";
import { postJson } from "../../../lib/http.ts";

/** POST /api/contact: 201 with a receipt; 400 names the bad field; 429 when sent too often. */
export function sendContactMessage(body: ContactMessage) {
  return postJson<ContactReceipt>(`${SERVICE_BASE.listings}/contact`, body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
