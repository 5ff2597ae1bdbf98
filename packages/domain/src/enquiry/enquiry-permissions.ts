/**
 * The permissions of enquiries and their site visits (docs/enquiries.md "Permissions"): the four
 * of every module, and `assign`, to give an enquiry to a sales person other than oneself.
 */
export const ENQUIRY_PERMISSIONS = {
  view: 'enquiries.view',
  create: 'enquiries.create',
  edit: 'enquiries.edit',
  delete: 'enquiries.delete',
  assign: 'enquiries.assign',
} as const;
