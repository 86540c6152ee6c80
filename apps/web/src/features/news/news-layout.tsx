import { Outlet, useLocation } from "react-router";
import { CategoryNav } from "./components/category-nav.tsx";
import { SubscribeBox } from "./components/subscribe-box.tsx";

/**
 * Every news page: the category navigation above, the newsletter box below (docs/product.md section 2.8).
 * The news feed itself is advertised by index.html on every page; category pages add their own.
 */
export function NewsLayout() {
  // The newsletter's own pages are the form itself: a second box there would only repeat it.
  const onNewsletterPage = /^\/(subscribeform|newsletter)(\/|$)/i.test(useLocation().pathname);
  return (
    <>
      <CategoryNav />
      <Outlet />
      {onNewsletterPage ? null : (
        <div className="container">
          <SubscribeBox />
        </div>
      )}
    </>
  );
}
