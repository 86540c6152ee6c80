import { Link } from "react-router";
import { PATHS } from "../../../lib/paths.ts";

/** The identity service's error_description for a disabled account (the hosted provider's own words). */
const USER_BLOCKED = "user is blocked";

/** Said instead of "user is blocked": what happened, and how to reach the site. */
function DisabledAccountText() {
  return (
    <>
      This account is disabled, so it cannot sign in. If you think this is a mistake, please{" "}
      <Link to={PATHS.contactUs}>contact us</Link>.
    </>
  );
}

/** A sign-in failure's words, with the disabled account's explained. */
export function SignInFailure({ message }: { message: string | null }) {
  return message === USER_BLOCKED ? <DisabledAccountText /> : message;
}
