import { Outlet } from "react-router";
import { CategoryNav } from "./components/category-nav.tsx";
import { FeedLink, NEWS_FEED_PATH } from "./components/feed-link.tsx";
import { SubscribeBox } from "./components/subscribe-box.tsx";

/** Every news page: the category navigation above, the newsletter box below (docs/product.md section 2.8). */
export function NewsLayout() {
  return (
    <>
      <FeedLink href={NEWS_FEED_PATH} title="LEARN WITHOUT LIMITS news" />
      <CategoryNav />
      <Outlet />
      <div className="container">
        <SubscribeBox />
      </div>
    </>
  );
}
