/** What a guarded page shows to a signed-in user who may not open it (docs/product/screens.md). */

export const ACCESS_DENIED = {
  title: 'Access Denied',
  noPermission: "You don't have permission to access this page.",
  noRole: "You don't have the required role to access this page.",
} as const;
