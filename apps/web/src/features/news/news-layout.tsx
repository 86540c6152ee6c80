import { Outlet } from "react-router";
import { CategoryNav } from "./components/category-nav.tsx";
import { SubscribeBox } from "./components/subscribe-box.tsx";

/**
 * Every news page: the category navigation above, the newsletter box below (docs/product.md section 2.8).
 * The news feed itself is advertised by index.html on every page; category pages add their own.
 */
export function NewsLayout() {
  return (
    <>
      <CategoryNav />
      <Outlet />
      <div className="container">
        <SubscribeBox />
      </div>
    </>
  );
}
