import { notFoundHead } from "@lwl/contracts/page-head-kinds";
import { PageHead } from "../../lib/page-head.tsx";
import { ButtonLink } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";

interface ResourceNotFoundProps {
  /** "listing", "event": what was looked for. */
  what: string;
  browse: { label: string; to: string };
}

/** An unknown or unpublished id: say so plainly and offer ways on. */
export function ResourceNotFound({ what, browse }: ResourceNotFoundProps) {
  return (
    <div className="container page-body">
      <PageHead head={notFoundHead(what, window.location.pathname)} />
      <h1 className="visually-hidden">{`${what[0]?.toUpperCase()}${what.slice(1)} not found`}</h1>
      <EmptyState
        role="alert"
        title={`We could not find this ${what}`}
        text={`It may have been removed, or the link may be mistyped.`}
        action={
          <>
            <ButtonLink to={browse.to}>{browse.label}</ButtonLink>{" "}
            <ButtonLink to="/" variant="outline">
              Go to the home page
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
