import {
  type EventCreate,
  type EventUpdate,
  eventCreateSchema,
  eventUpdateSchema,
  type OwnerEvent,
} from "@lwl/contracts/event-writes";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { eventPath } from "../../lib/paths.ts";
import { ownerEventsApi } from "./api/owner-events.ts";
import {
  EVENT_LABELS,
  EventFields,
  type EventFormValues,
  emptyEventValues,
  eventBody,
  eventValues,
} from "./components/event-fields.tsx";
import { contentFormPages } from "./content-form-pages.tsx";
import type { ContentKind } from "./content-kind.ts";
import { addedToListing } from "./listing-content.ts";

const eventKind: ContentKind<OwnerEvent, EventFormValues, EventCreate | EventUpdate> = {
  noun: "event",
  ...addedToListing({
    api: ownerEventsApi,
    newItemLabel: "Add an event",
    documentTitle: (listingName) => `Add an event to ${listingName}`,
    emptyValues: emptyEventValues,
    toBody: eventBody,
    contracts: { create: eventCreateSchema, update: eventUpdateSchema },
  }),
  nameOf: (event) => event.title,
  editSubtitle: (event) => `An event of ${event.listingName}. Fields marked * are required.`,
  viewPath: eventPath,
  editPath: ownerPaths.editEvent,
  valuesOf: eventValues,
  labels: EVENT_LABELS,
  Fields: EventFields,
};

/**
 * /create-event/{listingId} (the listing's author or an administrator, while the listing takes new content)
 * and /edit-event/{id} (the author of the event's listing or an administrator).
 */
export const { CreatePage: CreateEventPage, EditPage: EditEventPage } = contentFormPages(eventKind);
