import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { PATHS, ROUTE_PATTERNS } from "../lib/paths.ts";
import { type LazyPage, lazyPage as page } from "../lib/router/lazy-page.tsx";
import { RootLayout } from "./root-layout.tsx";
import { PageOutlet, RouteErrorBoundary } from "./route-error-boundary.tsx";
import { RequireAdministrator, RequireListingOwner, RequireSignedOut, RequireSignIn } from "./route-guards.tsx";
import { UnknownPath } from "./unknown-path.tsx";

/** The header and footer around the pages; if they themselves fail, the error screen takes the whole page. */
function AppShell() {
  return (
    <RouteErrorBoundary>
      <RootLayout />
    </RouteErrorBoundary>
  );
}

/**
 * The route table (docs/product.md section 2). Search, news, listing-owner and admin routes join it as they are
 * built; owner and admin pages go inside RequireListingOwner and RequireAdministrator (route-guards.tsx).
 * Paths match case-insensitively (React Router's default), so /College, /School, /Tutorial and /Event
 * reach the same pages as their lower-case forms, and /forgot-password reaches /forgot-Password.
 * Every path comes from lib/paths.ts, which the links use too.
 */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      {
        // A page failing keeps the header and footer around the error screen.
        Component: PageOutlet,
        children: [
          {
            index: true,
            Component: page(
              () => import("../features/landing/landing-page.tsx"),
              (m) => m.LandingPage,
            ),
          },
          {
            path: PATHS.allListings,
            Component: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.AllListingsPage,
            ),
          },
          {
            path: PATHS.colleges,
            Component: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.CollegesPage,
            ),
          },
          {
            path: PATHS.schools,
            Component: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.SchoolsPage,
            ),
          },
          {
            path: PATHS.tutorials,
            Component: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.TutorialsPage,
            ),
          },
          {
            path: ROUTE_PATTERNS.listingDetail,
            Component: page(
              () => import("../features/listings/listing-detail-page.tsx"),
              (m) => m.ListingDetailPage,
            ),
          },
          {
            path: PATHS.events,
            Component: page(
              () => import("../features/events/events-browse-page.tsx"),
              (m) => m.EventsBrowsePage,
            ),
          },
          {
            path: ROUTE_PATTERNS.eventDetail,
            Component: page(
              () => import("../features/events/event-detail-page.tsx"),
              (m) => m.EventDetailPage,
            ),
          },
          {
            // The news pages share their category navigation and newsletter box (features/news).
            Component: page(
              () => import("../features/news/news-layout.tsx"),
              (m) => m.NewsLayout,
            ),
            children: [
              {
                path: PATHS.news,
                Component: page(
                  () => import("../features/news/news-home-page.tsx"),
                  (m) => m.NewsHomePage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsCategory,
                Component: page(
                  () => import("../features/news/news-category-page.tsx"),
                  (m) => m.NewsCategoryPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsTag,
                Component: page(
                  () => import("../features/news/news-tag-page.tsx"),
                  (m) => m.NewsTagPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsArticle,
                Component: page(
                  () => import("../features/news/news-article-page.tsx"),
                  (m) => m.NewsArticlePage,
                ),
              },
              {
                path: ROUTE_PATTERNS.subscribeForm,
                Component: page(
                  () => import("../features/news/subscribe-form-page.tsx"),
                  (m) => m.SubscribeFormPage,
                ),
              },
              {
                path: PATHS.newsletterConfirm,
                Component: page(
                  () => import("../features/news/newsletter-confirm-page.tsx"),
                  (m) => m.NewsletterConfirmPage,
                ),
              },
              {
                path: PATHS.newsletterUnsubscribe,
                Component: page(
                  () => import("../features/news/newsletter-confirm-page.tsx"),
                  (m) => m.NewsletterUnsubscribePage,
                ),
              },
            ],
          },
          {
            path: PATHS.contactUs,
            Component: page(
              () => import("../features/site-info/contact-us-page.tsx"),
              (m) => m.ContactUsPage,
            ),
          },
          {
            path: PATHS.aboutUs,
            Component: page(
              () => import("../features/site-info/about-us-page.tsx"),
              (m) => m.AboutUsPage,
            ),
          },
          {
            path: PATHS.privacyPolicy,
            Component: page(
              () => import("../features/site-info/privacy-policy-page.tsx"),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: PATHS.terms,
            Component: page(
              () => import("../features/site-info/terms-page.tsx"),
              (m) => m.TermsPage,
            ),
          },
          {
            path: PATHS.shortlist,
            Component: page(
              () => import("../features/shortlist/shortlist-page.tsx"),
              (m) => m.ShortlistPage,
            ),
          },
          {
            path: PATHS.compare,
            Component: page(
              () => import("../features/compare/compare-page.tsx"),
              (m) => m.ComparePage,
            ),
          },
          {
            path: PATHS.error,
            Component: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.GeneralErrorPage,
            ),
          },
          {
            path: PATHS.notListingOwner,
            Component: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.NotListingOwnerPage,
            ),
          },
          {
            path: PATHS.notYours,
            Component: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.NotYoursPage,
            ),
          },
          {
            path: PATHS.unauthorized,
            Component: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.UnauthorizedPage,
            ),
          },
          {
            path: PATHS.callback,
            Component: page(
              () => import("../features/sign-in/callback-page.tsx"),
              (m) => m.CallbackPage,
            ),
          },
          {
            path: PATHS.verify,
            Component: page(
              () => import("../features/account/verify-email-page.tsx"),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            // Signed-out only: someone signed in goes home (or to the page a sign-in was asked for).
            Component: RequireSignedOut,
            children: [
              {
                path: PATHS.login,
                Component: page(
                  () => import("../features/sign-in/login-page.tsx"),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: PATHS.register,
                Component: page(
                  () => import("../features/sign-up/register-page.tsx"),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: PATHS.forgotPassword,
                Component: page(
                  () => import("../features/password-reset/forgot-password-page.tsx"),
                  (m) => m.ForgotPasswordPage,
                ),
              },
            ],
          },
          {
            // Sign-in required: visitors go to /login and come back here afterwards.
            Component: RequireSignIn,
            children: [
              {
                path: PATHS.userProfile,
                Component: page(
                  () => import("./user-profile-route.tsx"),
                  (m) => m.UserProfileRoute,
                ),
              },
              {
                path: PATHS.changePassword,
                Component: page(
                  () => import("../features/account/change-password-page.tsx"),
                  (m) => m.ChangePasswordPage,
                ),
              },
              {
                path: PATHS.becomeListingOwner,
                Component: page(
                  () => import("../features/ownership/become-listing-owner-page.tsx"),
                  (m) => m.BecomeListingOwnerPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editOwnershipRequest,
                Component: page(
                  () => import("../features/ownership/edit-ownership-request-page.tsx"),
                  (m) => m.EditOwnershipRequestPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.claimListing,
                Component: page(
                  () => import("../features/ownership/claim-listing-page.tsx"),
                  (m) => m.ClaimListingPage,
                ),
              },
            ],
          },
          {
            // Administrators only: others signed in go to /unauthorized, visitors to /login.
            Component: RequireAdministrator,
            children: [
              {
                path: PATHS.admin,
                Component: page(
                  () => import("../features/admin/admin-page.tsx"),
                  (m) => m.AdminPage,
                ),
              },
            ],
          },
          {
            // ListingOwner or Administrator (docs/product.md section 2.4); the pages check ownership themselves.
            Component: RequireListingOwner,
            children: [
              {
                path: PATHS.addListingCard,
                Component: page(
                  () => import("../features/owner/add-listing-card-page.tsx"),
                  (m) => m.AddListingCardPage,
                ),
              },
              {
                path: PATHS.addListing,
                Component: page(
                  () => import("../features/owner/listing-form-pages.tsx"),
                  (m) => m.AddListingPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editListing,
                Component: page(
                  () => import("../features/owner/listing-form-pages.tsx"),
                  (m) => m.EditListingPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.createEvent,
                Component: page(
                  () => import("../features/owner/event-form-pages.tsx"),
                  (m) => m.CreateEventPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editEvent,
                Component: page(
                  () => import("../features/owner/event-form-pages.tsx"),
                  (m) => m.EditEventPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.createPost,
                Component: page(
                  () => import("../features/owner/post-form-pages.tsx"),
                  (m) => m.CreatePostPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editPost,
                Component: page(
                  () => import("../features/owner/post-form-pages.tsx"),
                  (m) => m.EditPostPage,
                ),
              },
            ],
          },
          { path: "*", Component: UnknownPath },
        ],
      },
    ],
  },
];

/** The app: the page of the address, inside the header and footer. */
export function AppRoutes() {
  return useRoutes(routes);
}

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === "function" && "load" in component && typeof component.load === "function";
}

/**
 * Loads the code of the pages that match an address, so the first render draws the page itself rather
 * than its loading state: what hydrating the server's first paint needs (ADR 0016), and the server's
 * render too.
 */
export async function loadRoutesOf(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.load() : undefined)));
}
