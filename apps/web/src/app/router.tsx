import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { PATHS, ROUTE_PATTERNS } from "../lib/paths.ts";
import { importOrReload } from "../lib/stale-build.ts";
import { RootLayout } from "./root-layout.tsx";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { RequireAdministrator, RequireListingOwner, RequireSignedOut, RequireSignIn } from "./route-guards.tsx";
import { UnknownPath } from "./unknown-path.tsx";

/**
 * A lazily loaded page: each route's code is fetched the first time someone opens it. Code of an
 * older build that is gone after a deployment reloads the page once, into the new build.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await importOrReload(load)) });
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
    Component: RootLayout,
    // The layout itself failing leaves nothing to draw inside: the error screen takes the whole page.
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: () => <Spinner label="Loading LEARN WITHOUT LIMITS…" />,
    children: [
      {
        // A page failing keeps the header and footer around the error screen.
        ErrorBoundary: RouteErrorScreen,
        children: [
          {
            index: true,
            lazy: page(
              () => import("../features/landing/landing-page.tsx"),
              (m) => m.LandingPage,
            ),
          },
          {
            path: PATHS.allListings,
            lazy: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.AllListingsPage,
            ),
          },
          {
            path: PATHS.colleges,
            lazy: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.CollegesPage,
            ),
          },
          {
            path: PATHS.schools,
            lazy: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.SchoolsPage,
            ),
          },
          {
            path: PATHS.tutorials,
            lazy: page(
              () => import("../features/listings/browse-pages.tsx"),
              (m) => m.TutorialsPage,
            ),
          },
          {
            path: ROUTE_PATTERNS.listingDetail,
            lazy: page(
              () => import("../features/listings/listing-detail-page.tsx"),
              (m) => m.ListingDetailPage,
            ),
          },
          {
            path: PATHS.events,
            lazy: page(
              () => import("../features/events/events-browse-page.tsx"),
              (m) => m.EventsBrowsePage,
            ),
          },
          {
            path: ROUTE_PATTERNS.eventDetail,
            lazy: page(
              () => import("../features/events/event-detail-page.tsx"),
              (m) => m.EventDetailPage,
            ),
          },
          {
            // The news pages share their category navigation and newsletter box (features/news).
            lazy: page(
              () => import("../features/news/news-layout.tsx"),
              (m) => m.NewsLayout,
            ),
            children: [
              {
                path: PATHS.news,
                lazy: page(
                  () => import("../features/news/news-home-page.tsx"),
                  (m) => m.NewsHomePage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsCategory,
                lazy: page(
                  () => import("../features/news/news-category-page.tsx"),
                  (m) => m.NewsCategoryPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsTag,
                lazy: page(
                  () => import("../features/news/news-tag-page.tsx"),
                  (m) => m.NewsTagPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.newsArticle,
                lazy: page(
                  () => import("../features/news/news-article-page.tsx"),
                  (m) => m.NewsArticlePage,
                ),
              },
              {
                path: ROUTE_PATTERNS.subscribeForm,
                lazy: page(
                  () => import("../features/news/subscribe-form-page.tsx"),
                  (m) => m.SubscribeFormPage,
                ),
              },
              {
                path: PATHS.newsletterConfirm,
                lazy: page(
                  () => import("../features/news/newsletter-confirm-page.tsx"),
                  (m) => m.NewsletterConfirmPage,
                ),
              },
              {
                path: PATHS.newsletterUnsubscribe,
                lazy: page(
                  () => import("../features/news/newsletter-confirm-page.tsx"),
                  (m) => m.NewsletterUnsubscribePage,
                ),
              },
            ],
          },
          {
            path: PATHS.contactUs,
            lazy: page(
              () => import("../features/site-info/contact-us-page.tsx"),
              (m) => m.ContactUsPage,
            ),
          },
          {
            path: PATHS.aboutUs,
            lazy: page(
              () => import("../features/site-info/about-us-page.tsx"),
              (m) => m.AboutUsPage,
            ),
          },
          {
            path: PATHS.privacyPolicy,
            lazy: page(
              () => import("../features/site-info/privacy-policy-page.tsx"),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: PATHS.terms,
            lazy: page(
              () => import("../features/site-info/terms-page.tsx"),
              (m) => m.TermsPage,
            ),
          },
          {
            path: PATHS.error,
            lazy: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.GeneralErrorPage,
            ),
          },
          {
            path: PATHS.notListingOwner,
            lazy: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.NotListingOwnerPage,
            ),
          },
          {
            path: PATHS.notYours,
            lazy: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.NotYoursPage,
            ),
          },
          {
            path: PATHS.unauthorized,
            lazy: page(
              () => import("../features/error-pages/error-pages.tsx"),
              (m) => m.UnauthorizedPage,
            ),
          },
          {
            path: PATHS.callback,
            lazy: page(
              () => import("../features/sign-in/callback-page.tsx"),
              (m) => m.CallbackPage,
            ),
          },
          {
            path: PATHS.verify,
            lazy: page(
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
                lazy: page(
                  () => import("../features/sign-in/login-page.tsx"),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: PATHS.register,
                lazy: page(
                  () => import("../features/sign-up/register-page.tsx"),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: PATHS.forgotPassword,
                lazy: page(
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
                lazy: page(
                  () => import("./user-profile-route.tsx"),
                  (m) => m.UserProfileRoute,
                ),
              },
              {
                path: PATHS.changePassword,
                lazy: page(
                  () => import("../features/account/change-password-page.tsx"),
                  (m) => m.ChangePasswordPage,
                ),
              },
              {
                path: PATHS.becomeListingOwner,
                lazy: page(
                  () => import("../features/ownership/become-listing-owner-page.tsx"),
                  (m) => m.BecomeListingOwnerPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editOwnershipRequest,
                lazy: page(
                  () => import("../features/ownership/edit-ownership-request-page.tsx"),
                  (m) => m.EditOwnershipRequestPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.claimListing,
                lazy: page(
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
                lazy: page(
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
                lazy: page(
                  () => import("../features/owner/add-listing-card-page.tsx"),
                  (m) => m.AddListingCardPage,
                ),
              },
              {
                path: PATHS.addListing,
                lazy: page(
                  () => import("../features/owner/listing-form-pages.tsx"),
                  (m) => m.AddListingPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editListing,
                lazy: page(
                  () => import("../features/owner/listing-form-pages.tsx"),
                  (m) => m.EditListingPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.createEvent,
                lazy: page(
                  () => import("../features/owner/event-form-pages.tsx"),
                  (m) => m.CreateEventPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editEvent,
                lazy: page(
                  () => import("../features/owner/event-form-pages.tsx"),
                  (m) => m.EditEventPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.createPost,
                lazy: page(
                  () => import("../features/owner/post-form-pages.tsx"),
                  (m) => m.CreatePostPage,
                ),
              },
              {
                path: ROUTE_PATTERNS.editPost,
                lazy: page(
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes that match an address and puts it in the route table, so the router's
 * first render draws the page itself rather than its loading state: what hydrating the server's first
 * paint needs (React Router's "lazy loading and SSR").
 */
export async function loadRoutesOf(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== "function") return;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}
