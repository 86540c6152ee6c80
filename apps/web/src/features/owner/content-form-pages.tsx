import { type ReactNode, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useLocation, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { PATHS, parseId } from "../../lib/paths.ts";
import { AccessGate } from "./components/access-gate.tsx";
import { ContentForm } from "./components/content-form.tsx";
import { ModerationNotice } from "./components/moderation-notice.tsx";
import styles from "./components/owner-forms.module.css";
import { SaveOutcome } from "./components/save-outcome.tsx";
import type { ContentKind, Crumb, ModeratedItem, NewItemPage } from "./content-kind.ts";

const profileStep: Crumb = { label: "Your profile", to: PATHS.userProfile };

const REQUIRED = "Fields marked * are required.";

interface KindProps<Item extends ModeratedItem, Values extends FieldValues, Body> {
  kind: ContentKind<Item, Values, Body>;
}

/** A form page: its title, the header with its trail, and one narrow column. */
function FormPage(props: {
  title: string;
  heading: string;
  subtitle: string;
  trail: Crumb[];
  /** The edit page's column also spaces the moderation notice from the form. */
  stacked: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={props.title} />
      <PageHeader title={props.heading} subtitle={props.subtitle} trail={[profileStep, ...props.trail]} />
      <div className={`container ${styles.page}`}>
        <div className={props.stacked ? `${styles.narrow} ${styles.form}` : styles.narrow}>{props.children}</div>
      </div>
    </>
  );
}

function Saved<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
  item,
}: KindProps<Item, Values, Body> & { item: Item }) {
  return <SaveOutcome noun={kind.noun} saved={item} viewPath={kind.viewPath(item)} editPath={kind.editPath(item.id)} />;
}

/** A kind's two pages, its create page and its edit page, for the route table (app/router.tsx). */
export function contentFormPages<Item extends ModeratedItem, Values extends FieldValues, Body>(
  kind: ContentKind<Item, Values, Body>,
) {
  return {
    CreatePage: () => <CreateContentPage kind={kind} />,
    EditPage: () => <EditContentPage kind={kind} />,
  };
}

/** The create page of a kind (/add-listing, /create-event/{listingId}, /create-post/{listingId}). */
function CreateContentPage<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
}: KindProps<Item, Values, Body>) {
  const { access, page } = kind.useNewItemPage();
  return <AccessGate access={access}>{() => (page ? <NewItem kind={kind} page={page} /> : null)}</AccessGate>;
}

function NewItem<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
  page,
}: KindProps<Item, Values, Body> & { page: NewItemPage<Values> }) {
  const [saved, setSaved] = useState<Item | null>(null);
  return (
    <FormPage
      title={page.documentTitle ?? page.heading}
      heading={page.heading}
      subtitle={page.subtitle}
      trail={page.trail}
      stacked={false}
    >
      {saved ? (
        <Saved kind={kind} item={saved} />
      ) : (
        <ContentForm kind={kind} initial={page.initial} itemId={null} listingId={page.listingId} onSaved={setSaved} />
      )}
    </FormPage>
  );
}

/** The edit page of a kind (/edit-listing/{id}, /edit-event/{id}, /edit-post/{id}). */
function EditContentPage<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
}: KindProps<Item, Values, Body>) {
  const params = useParams();
  const { access, item } = kind.useItemToEdit(parseId(params.id));
  return <AccessGate access={access}>{() => (item ? <EditItem kind={kind} item={item} /> : null)}</AccessGate>;
}

function EditItem<Item extends ModeratedItem, Values extends FieldValues, Body>({
  kind,
  item,
}: KindProps<Item, Values, Body> & { item: Item }) {
  const location = useLocation();
  const [saved, setSaved] = useState<Item | null>(null);
  const title = `Edit ${kind.nameOf(item)}`;
  return (
    <FormPage
      title={title}
      heading={title}
      subtitle={kind.editSubtitle?.(item) ?? REQUIRED}
      trail={[{ label: title }]}
      stacked
    >
      {saved ? (
        <Saved kind={kind} item={saved} />
      ) : (
        <>
          <ModerationNotice noun={kind.noun} item={item} />
          {/* A new visit (the outcome's "Edit it again") starts from the saved item. */}
          <ContentForm
            key={location.key}
            kind={kind}
            initial={kind.valuesOf(item)}
            itemId={item.id}
            listingId={null}
            onSaved={setSaved}
          />
        </>
      )}
    </FormPage>
  );
}
