import { useQuery } from "@tanstack/react-query";
import { eventAccessibilityQuery } from "../../../lib/api/get-event-accessibility.ts";
import { eventTypesQuery } from "../../../lib/api/get-event-types.ts";
import { labelFor } from "../../../lib/api/lookup-label.ts";
import type { CodeLabels } from "../model/review-fields.ts";

/**
 * The labels the public event pages show for event types and who can attend (the same lookup lists,
 * asked for only where events are reviewed); a code reads humanised until its list arrives.
 */
export function useCodeLabels(enabled: boolean): CodeLabels {
  const types = useQuery({ ...eventTypesQuery, enabled });
  const access = useQuery({ ...eventAccessibilityQuery, enabled });
  return {
    eventType: (code) => labelFor(types.data, code),
    accessibility: (code) => labelFor(access.data, code),
  };
}
