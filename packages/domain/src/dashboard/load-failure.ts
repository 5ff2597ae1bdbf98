/**
 * What a dashboard section shows when its load failed. Dashboard load errors have no user
 * message of their own (docs/product/messages.md, "Logged only"): no toast, only this line
 * beside the section's retry control, so the rest of the dashboard stays usable.
 */
export const DASHBOARD_SECTION_FAILED = 'This section could not be loaded.';
