/** Generic error views, worded as SPEC §8. */
export const errors = {
  notFound: {
    title: "Page not found",
    titleItem: "{{item}} not found",
    description: "This item may have been removed, renamed, or moved.",
  },
  fetch: {
    title: "Data fetch failed",
    titleItem: "Unable to load {{item}}",
    description: "Please check your connection and try again.",
  },
  notAuthorised: {
    title: "Access denied",
    titleItem: "Unable to access {{item}}",
    description: "You don't have permission to access this resource.",
  },
  timeout: {
    title: "Request timed out",
    description: "Please refresh the page or try again later.",
  },
  unexpected: {
    title: "Unexpected error",
    description: "Please refresh and try again, or contact support.",
  },
  statusCode: "Error {{status}}",
};
