import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * Toasts for code that runs on every page (header, session events): react-toastify (about 6 KB gzip)
 * is fetched the first time a toast is shown instead of with the entry script, which keeps it out
 * of the landing page's initial JavaScript. A toast raised before the container is on the page waits
 * in react-toastify's queue and shows when it mounts. Code in lazily loaded pages imports
 * react-toastify directly.
 */
type Kind = "info" | "success" | "warning" | "error";

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  void import("react-toastify").then(({ toast }) => toast[kind](content, options));
}

export const lazyToast = {
  info: (content: ToastContent, options?: ToastOptions) => show("info", content, options),
  success: (content: ToastContent, options?: ToastOptions) => show("success", content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show("warning", content, options),
  error: (content: ToastContent, options?: ToastOptions) => show("error", content, options),
};
