import { AllListingsBrowse } from "./components/listings-browse.tsx";
import { ListingsSearchBrowse } from "./components/listings-search-browse.tsx";

/** Route components: one per browse address, each fixing which listings it shows. */
export function AllListingsPage() {
  return <AllListingsBrowse />;
}

export function CollegesPage() {
  return <ListingsSearchBrowse type="COLLEGE" />;
}

export function SchoolsPage() {
  return <ListingsSearchBrowse type="SCHOOL" />;
}

export function TutorialsPage() {
  return <ListingsSearchBrowse type="TUTORIAL" />;
}
