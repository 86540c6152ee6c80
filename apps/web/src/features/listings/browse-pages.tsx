import { ListingsBrowse } from "./components/listings-browse.tsx";

/** Route components: one per browse address, each fixing which listings it shows. */
export function AllListingsPage() {
  return <ListingsBrowse type={null} />;
}

export function CollegesPage() {
  return <ListingsBrowse type="COLLEGE" />;
}

export function SchoolsPage() {
  return <ListingsBrowse type="SCHOOL" />;
}

export function TutorialsPage() {
  return <ListingsBrowse type="TUTORIAL" />;
}
